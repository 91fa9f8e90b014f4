// conf.app (GET /firm/appconf) and the app_conf document it comes from. The document's own
// defaults are kept here for the seeds, which store them as the first text.
import { defaultsOf, sectionsOf } from '../../lib/settings/defaults';
import { setPath } from '../../lib/settings/documents';
import type { Plain } from '../../lib/settings/plain';

/** The app_conf document of a firm that never saved it: every section at its default. */
export const defaultAppConf = (): Plain =>
  sectionsOf('appConf').reduce<Plain>(
    (doc, s) => setPath(doc, s, defaultsOf(s, { name: '', mpName: '' })),
    {},
  );
