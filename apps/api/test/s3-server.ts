import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's one account: the keys every request must be signed with. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A throwaway S3-compatible server (s3rver) on a free port, keeping its bucket in a temp dir: the bucket the S3 storage
 * driver writes to in tests, with the environment that points the app at it and an SDK client to look inside.
 */
export async function startS3Server(bucket = 'akwaaba-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-s3-'));
  const serve = async (port: number) => {
    const started = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { server: started, port: (await started.run()).port };
  };
  const first = await serve(0);
  const { port } = first;
  let { server } = first;
  let running = true;
  const close = async () => {
    if (!running) return;
    running = false;
    server.httpServer.closeAllConnections();
    await server.close();
  };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    bucket,
    endpoint,
    /** The S3_* settings of an app (or a server process) that keeps its uploads in this bucket. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    /** An object's bytes and content type as the bucket holds them, or null when there is none. */
    async object(key: string): Promise<{ body: Buffer; contentType: string | undefined } | null> {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: Buffer.from(await found.Body!.transformToByteArray()), contentType: found.ContentType };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    /** Takes an object out of the bucket behind the app's back (a file stored before a rendition existed). */
    async remove(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    /** An outage: the server stops listening (connections are refused), its bucket kept for `resume`. */
    pause: close,
    /** Back after an outage, on the same address with the same objects. */
    async resume() {
      if (running) return;
      ({ server } = await serve(port));
      running = true;
    },
    async stop() {
      client.destroy();
      await close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
