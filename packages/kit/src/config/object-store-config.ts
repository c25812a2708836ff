import type { MinioSettings } from '../object-store/minio.js';
import { ConfigError } from './load-config.js';

interface ObjectStoreVariables {
  MINIO_ENDPOINT?: string | undefined;
  MINIO_ACCESS_KEY?: string | undefined;
  MINIO_SECRET_KEY?: string | undefined;
  MINIO_BUCKET: string;
}

/**
 * The MinIO settings when OBJECT_STORE=minio. Missing ones fail the start naming every absent
 * variable at once, instead of a connection error later on the first upload.
 */
export function minioSettings(config: ObjectStoreVariables): MinioSettings {
  const required = ['MINIO_ENDPOINT', 'MINIO_ACCESS_KEY', 'MINIO_SECRET_KEY'] as const;
  const missing = required.filter((name) => !config[name]);
  if (missing.length) {
    throw new ConfigError(missing.map((name) => ({ name, problem: 'is required when OBJECT_STORE=minio' })));
  }
  return {
    endpoint: config.MINIO_ENDPOINT!,
    accessKey: config.MINIO_ACCESS_KEY!,
    secretKey: config.MINIO_SECRET_KEY!,
    bucket: config.MINIO_BUCKET,
  };
}
