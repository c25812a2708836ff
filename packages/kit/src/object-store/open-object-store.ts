import path from 'node:path';
import { minioSettings } from '../config/object-store-config.js';
import type { PlatformConfig } from '../config/platform-config.js';
import { LocalDiskObjectStore } from './local-disk.js';
import { MinioObjectStore } from './minio.js';
import type { ObjectStore } from './port.js';

type ObjectStoreConfig = Pick<
  PlatformConfig,
  'OBJECT_STORE' | 'DATA_DIR' | 'MINIO_ENDPOINT' | 'MINIO_ACCESS_KEY' | 'MINIO_SECRET_KEY' | 'MINIO_BUCKET'
>;

/** Picks the adapter from configuration: MinIO when OBJECT_STORE=minio, else DATA_DIR/media. */
export function openObjectStore(config: ObjectStoreConfig): Promise<ObjectStore> {
  return config.OBJECT_STORE === 'minio'
    ? MinioObjectStore.open(minioSettings(config))
    : LocalDiskObjectStore.open(path.join(config.DATA_DIR, 'media'));
}
