import { fastifyMultipart, type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The lifecycle hooks @fastify/multipart adds only to delete the temporary files of `saveRequestFiles`. */
const DISK_CLEAN_UP_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * Multipart bodies (`request.isMultipart()`, `request.file()`), read as streams, without the plugin's clean-up of files
 * saved to disk: the API never saves an upload to disk, and those two async hooks cost every request, multipart or not,
 * a promise each and a listener on the response (the CPU profile of `npm run bench`, docs/benchmarks.md). Saving to
 * disk is refused, so no temporary file can be left behind.
 */
export const registerMultipart = (fastify: FastifyInstance, options: FastifyMultipartBaseOptions): Promise<void> => {
  const withoutCleanUp = new Proxy(fastify, {
    get(target, property) {
      if (property === 'addHook')
        return (name: string, ...rest: unknown[]) => {
          if (DISK_CLEAN_UP_HOOKS.has(name)) return withoutCleanUp;
          return (target.addHook as (...args: unknown[]) => unknown)(name, ...rest);
        };
      if (property === 'decorateRequest')
        return (name: string, value: unknown) =>
          target.decorateRequest(name, name === 'saveRequestFiles' ? refuseSavingToDisk : value);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Promise((resolve, reject) =>
    fastifyMultipart(withoutCleanUp, options, (error?: Error) => (error ? reject(error) : resolve())),
  );
};

const refuseSavingToDisk = () =>
  Promise.reject(new Error('uploads are read as streams (request.file()): saving them to disk is not supported'));
