// Wire shape of a content article (schemas/lists/content.json shows the list fields).
import { int, obj, str } from '../../lib/envelope';
import type { ContentRow } from '../../plugins/repositories/contents';

export const listItemSchema = obj({
  id: int,
  title: str,
  cover: str,
  status: int,
  sort: int,
  authorName: str,
  createTime: str,
  updateTime: str,
  version: int,
});

export const infoSchema = obj({
  id: int,
  title: str,
  cover: str,
  summary: str,
  body: str,
  sort: int,
  status: int,
  authorName: str,
  createTime: str,
  updateTime: str,
  version: int,
});

export const toListItem = (r: ContentRow) => ({
  id: r.id,
  title: r.title,
  cover: r.cover,
  status: r.status,
  sort: r.sort,
  authorName: r.authorName,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
  version: r.version,
});

export const toInfo = (r: ContentRow) => ({
  ...toListItem(r),
  summary: r.summary,
  body: r.body,
});
