import 'reflect-metadata';
import { loadConfigOrExit } from '@app/config';
import { withOrm } from '@app/persistence';
import { measureQueries } from './measure-queries.js';
import { seedBenchData } from './seed-bench-data.js';

/**
 * `node dist-tools/tools/benchmark/benchmark.js seed|measure` (npm run bench:seed, bench:measure):
 * seeds BENCH_DONORS donors (default 1,000,000) and BENCH_REQUESTS open requests (100,000) over real towns, then
 * measures target selection (top 50 eligible compatible donors by distance) per requested blood group and the donor
 * feed page per donor blood group (BENCH_SAMPLES per group, default 400; BENCH_WARMUP=0 to time a cold cache).
 */
const main = async () => {
  const command = process.argv[2];
  const config = loadConfigOrExit();
  await withOrm(config, async (orm) => {
    const em = orm.em.fork();
    if (command === 'seed')
      return seedBenchData(em, {
        donors: Number(process.env.BENCH_DONORS ?? 1_000_000),
        requests: Number(process.env.BENCH_REQUESTS ?? 100_000),
      });
    return measureQueries(em, config, {
      samplesPerGroup: Number(process.env.BENCH_SAMPLES ?? 400),
      towns: 200,
      warmUp: process.env.BENCH_WARMUP !== '0',
    });
  });
};

await main();
