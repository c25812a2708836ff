import { MinioObjectStore } from '../src/object-store/minio.js';
import { minioSettings } from '../src/config/object-store-config.js';
import { objectStoreContract } from './contracts/object-store.contract.js';

// The distributed adapter, against the MinIO the integration setup started (infra/local).
objectStoreContract('MinIO', () =>
  MinioObjectStore.open(
    minioSettings({
      MINIO_ENDPOINT: process.env.MINIO_ENDPOINT,
      MINIO_ACCESS_KEY: process.env.MINIO_ACCESS_KEY,
      MINIO_SECRET_KEY: process.env.MINIO_SECRET_KEY,
      MINIO_BUCKET: process.env.MINIO_BUCKET ?? 'mawadda-test',
    }),
  ),
);
