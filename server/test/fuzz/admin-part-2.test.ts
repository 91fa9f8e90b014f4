// Input fuzzing (docs/security.md, suite 2), the main admin (level 1 + system) on share 2 of 2 of
// the routes (one app per file, so the shares run in parallel). See fuzz-harness.ts for what is
// generated and asserted.
import { fuzzAdminShare } from './fuzz-routes';

fuzzAdminShare(1, 2);
