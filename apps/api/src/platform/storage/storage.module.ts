import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { FileStorage, LocalDiskStorage } from './file-storage.js';
import { S3Storage } from './s3-storage.js';

@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage =>
        config.STORAGE_DRIVER === 's3'
          ? new S3Storage({
              endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
              region: config.S3_REGION,
              bucket: config.S3_BUCKET!,
              accessKeyId: config.S3_ACCESS_KEY_ID!,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
            })
          : new LocalDiskStorage(join(config.DATA_DIR, 'uploads')),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
