import { Query } from '@nestjs/cqrs';
import type { StoredFile } from '../../../platform/storage/file-storage.js';

/** A stored upload by its storage key, unless it is one only staff may see. */
export class ServeFileQuery extends Query<StoredFile> {
  constructor(readonly key: string) {
    super();
  }
}
