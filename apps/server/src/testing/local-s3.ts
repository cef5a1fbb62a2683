import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server on 127.0.0.1 (s3rver), with one empty bucket; only for tests. */
export async function startLocalS3(bucket = 'drivecare-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = (await server.run()) as { port: number };
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver accepts these fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
