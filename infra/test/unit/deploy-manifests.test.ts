// The deployment files (infra/deploy) checked against the code they deploy: the settings they pass are the
// ones runtime-config.ts reads and accepts, the probes hit the gateway's real routes, the images start the
// programs the build makes, and the scale-out requirements (two of each process, Redis AOF + noeviction,
// WebSocket proxying, a shared DATA_DIR) hold.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig, requireSharedSettings } from '../../../db/src/config/index.js';
import { SETTING_NAMES } from '../../../db/src/config/settings-reference.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEPLOY = path.join(ROOT, 'infra/deploy');
const K8S = path.join(DEPLOY, 'k8s');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

type Env = Record<string, string>;
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
  stop_grace_period?: string;
}
interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  volumeMounts?: { name: string; mountPath: string }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: { name: string; persistentVolumeClaim?: { claimName: string } }[];
  terminationGracePeriodSeconds?: number;
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Env;
  stringData?: Env;
  spec?: Record<string, unknown>;
}

/** The variables runtime-config.ts knows. */
const KNOWN = new Set(SETTING_NAMES);

function loadCompose(): Compose {
  // Compose resolves YAML merge keys (<<) like YAML 1.1 does.
  return parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as Compose;
}

/** A compose service's environment as compose would pass it: ${VAR:-default} → default, ${VAR:?…} → set. */
/** What an operator sets for compose's required variables where 40 random characters would not do. */
const REQUIRED_SAMPLES: Record<string, string> = {
  SMTP_URL: 'smtps://tradehub:secret@smtp.example.com:465',
};

function composeEnv(service: ComposeService): Env {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw)
    ? raw.map((entry): [string, string] => {
        const [key = '', value = ''] = entry.split(/=(.*)/s);
        return [key, value];
      })
    : Object.entries(raw).map(
        ([key, value]) => [key, value === null ? '' : String(value)] as [string, string],
      );
  // A required variable (${VAR:?message}) as an operator would set it.
  const interpolate = (value: string) =>
    value
      .replace(/\$\{([A-Z0-9_]+):\?[^}]*\}/g, (_, name: string) => REQUIRED_SAMPLES[name] ?? 'x'.repeat(40))
      .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
      .replace(/\$\{[A-Z0-9_]+\}/g, '');
  return Object.fromEntries(entries.map(([key, value]) => [key, interpolate(value)]));
}

const commandOf = (command: string | string[] | undefined) =>
  Array.isArray(command) ? command.join(' ') : (command ?? '');

function k8sManifests(): { file: string; doc: Manifest }[] {
  return readdirSync(K8S)
    .filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml')
    .flatMap((file) =>
      parseAllDocuments(readFileSync(path.join(K8S, file), 'utf8')).map((document) => {
        if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
        return { file, doc: document.toJS() as Manifest };
      }),
    )
    .filter(({ doc }) => doc !== null);
}
const MANIFESTS = k8sManifests();

function manifest(kind: string, name?: string): Manifest {
  const found = MANIFESTS.filter(({ doc }) => doc.kind === kind && (!name || doc.metadata.name === name));
  const [only] = found;
  if (!only || found.length !== 1)
    throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${found.length}`);
  return only.doc;
}
const podSpec = (workload: Manifest) => (workload.spec as { template: { spec: PodSpec } }).template.spec;
/** The pod's (first and only) main container. */
function mainContainer(workload: Manifest): Container {
  const [container] = podSpec(workload).containers;
  if (!container) throw new Error(`${workload.metadata.name} has no container`);
  return container;
}
const deploymentFor = (component: 'gateway' | 'workers') => manifest('Deployment', `tradehub-${component}`);

/** The environment a k8s container gets: its ConfigMaps and Secrets (envFrom) and its own env. */
function k8sEnv(container: Container): Env {
  const env: Env = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, manifest('ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) {
      const secret = manifest('Secret', source.secretRef.name);
      Object.assign(env, secret.stringData, secret.data);
    }
  }
  for (const variable of container.env ?? []) env[variable.name] = variable.value ?? '';
  return env;
}

/** The final stage's instructions of a Dockerfile, continuation lines joined. */
function finalStage(dockerfile: string) {
  const lines = read(dockerfile).replace(/\\\n/g, ' ').split('\n');
  const from = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  return { from: lines[from], instructions: lines.slice(from + 1).filter((line) => /^[A-Z]+\s/.test(line)) };
}

/** `node x/dist/y.js` → x/src/y.ts: what `npm run build` compiles into that file. */
function sourceOfBuiltScript(script: string): string {
  const match = /^(db|gateway|workers)\/dist\/(.+)\.js$/.exec(script);
  if (!match) throw new Error(`${script} is not a file the build produces`);
  return `${match[1]}/src/${match[2]}.ts`;
}

describe('runtime-config keys', () => {
  it('are read from runtime-config.ts', () => {
    expect(KNOWN.size).toBeGreaterThanOrEqual(25);
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'DATA_DIR', 'HOST'])
      expect(KNOWN).toContain(key);
    expect(KNOWN).not.toContain('NODE_OPTIONS');
  });
});

describe('Dockerfiles', () => {
  for (const [component, main, other] of [
    ['gateway', 'gateway/dist/main.js', 'workers'],
    ['workers', 'workers/dist/main.js', 'gateway'],
  ] as const) {
    it(`${component}: production runtime on node 20 as a non-root user, starting ${main}`, () => {
      const dockerfile = `infra/deploy/docker/${component}.Dockerfile`;
      const text = read(dockerfile);
      expect(text).toMatch(/^FROM \$\{NODE_IMAGE\} AS build$/m);
      expect(text).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
      expect(text).toMatch(/^RUN .*npm ci\b/m);
      expect(text).toMatch(/^RUN npm run build(:server)?$/m);

      const { from, instructions } = finalStage(dockerfile);
      expect(from).toMatch(/^FROM \$\{NODE_IMAGE\}/);
      expect(instructions).toContain('ENV NODE_ENV=production');
      expect(instructions.some((line) => /npm ci --omit=dev/.test(line))).toBe(true);
      const user = instructions.filter((line) => line.startsWith('USER ')).at(-1);
      expect(user).toBeDefined();
      expect(user).not.toMatch(/\broot\b|\s0$/);
      const cmd = instructions.filter((line) => line.startsWith('CMD ')).at(-1) ?? '';
      const argv = JSON.parse(cmd.slice(4)) as string[];
      expect(argv).toEqual(['node', main]);
      expect(existsSync(path.join(ROOT, sourceOfBuiltScript(main)))).toBe(true);
      // Every dist folder the runtime needs is copied from the build stage, and only those: the gateway
      // and the workers never import each other (.dependency-cruiser.cjs), so neither ships the other.
      for (const pkg of ['gateway/contract', 'db', component]) {
        expect(instructions).toContain(`COPY --from=build /app/${pkg}/dist ${pkg}/dist`);
        expect(instructions.find((line) => /npm ci --omit=dev/.test(line))).toContain(
          `-w @tradehub/${pkg === 'gateway/contract' ? 'contract' : pkg}`,
        );
      }
      expect(instructions.join('\n')).not.toContain(`/app/${other}/dist`);
      expect(instructions.find((line) => /npm ci --omit=dev/.test(line))).not.toContain(`@tradehub/${other}`);
    });
  }

  it('gateway: serves the built web app and checks /health', () => {
    const { instructions } = finalStage('infra/deploy/docker/gateway.Dockerfile');
    expect(read('gateway/src/server.ts')).toContain("'../../web/dist'");
    expect(instructions).toContain('COPY --from=build /app/web/dist web/dist');
    expect(instructions.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/\/health\b/);
    expect(read('gateway/src/routes/health/index.ts')).toContain("'/health'");
  });
});

describe('compose.yaml', () => {
  const compose = loadCompose();
  const services = compose.services;
  const service = (name: string): ComposeService => {
    const found = services[name];
    if (!found) throw new Error(`compose.yaml has no service ${name}`);
    return found;
  };
  const named = (pattern: RegExp) => Object.keys(services).filter((name) => pattern.test(name));
  const gateways = named(/^gateway-/);
  const workers = named(/^workers-/);
  const app = [...gateways, ...workers, 'migrate'];

  it('runs two gateways and two workers from their Dockerfiles', () => {
    expect(gateways).toEqual(['gateway-a', 'gateway-b']);
    expect(workers).toEqual(['workers-a', 'workers-b']);
    for (const name of gateways) {
      expect(service(name).build?.dockerfile).toBe('infra/deploy/docker/gateway.Dockerfile');
      expect(service(name).command).toBeUndefined();
    }
    for (const name of workers)
      expect(service(name).build?.dockerfile).toBe('infra/deploy/docker/workers.Dockerfile');
    for (const name of app)
      expect(existsSync(path.resolve(DEPLOY, service(name).build?.context ?? '', 'package.json'))).toBe(true);
  });

  it('runs Redis 7 with AOF and noeviction, PostgreSQL 16', () => {
    expect(service('redis').image).toMatch(/^redis:7\b/);
    expect(service('postgres').image).toMatch(/^postgres:16\b/);
    const command = commandOf(service('redis').command);
    expect(command).toMatch(/--appendonly yes\b/);
    expect(command).toMatch(/--maxmemory-policy noeviction\b/);
  });

  it('migrates once before any gateway or worker starts', () => {
    const script = commandOf(service('migrate').command).replace(/^node /, '');
    expect(script).toBe('db/dist/cli/migrate.js');
    expect(existsSync(path.join(ROOT, sourceOfBuiltScript(script)))).toBe(true);
    for (const name of [...gateways, ...workers]) {
      expect(service(name).depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(service(name).depends_on?.redis?.condition).toBe('service_healthy');
      expect(service(name).depends_on?.postgres?.condition).toBe('service_healthy');
    }
    expect(service('nginx').depends_on?.['gateway-a']?.condition).toBe('service_healthy');
    expect(commandOf(service('gateway-a').healthcheck?.test)).toContain('/ready');
  });

  it('passes only runtime-config variables, which it accepts, with one shared secret', () => {
    const secrets = new Set<string>();
    for (const name of app) {
      const env = composeEnv(service(name));
      for (const key of Object.keys(env)) expect(KNOWN, `${name}: ${key}`).toContain(key);
      const config = loadConfig(env, '/app');
      expect(config.nodeEnv).toBe('production');
      expect(requireSharedSettings(config, name).sessionSecret).toBeDefined();
      if (name !== 'migrate') expect(config.host).toBe('0.0.0.0');
      secrets.add(String((service(name).environment as Record<string, string>).SESSION_SECRET));
    }
    expect(secrets.size).toBe(1);
  });

  it('shares one DATA_DIR volume between the gateways and the workers', () => {
    const mounts = [...gateways, ...workers].map((name) => {
      const dataDir = composeEnv(service(name)).DATA_DIR;
      const mount = (service(name).volumes ?? []).find((volume) => volume.split(':')[1] === dataDir);
      expect(mount, `${name} mounts DATA_DIR (${dataDir})`).toBeDefined();
      return mount?.split(':')[0];
    });
    expect(new Set(mounts).size).toBe(1);
    expect(Object.keys(compose.volumes ?? {})).toContain(mounts[0]);
  });

  it('nginx balances both gateways and passes WebSockets', () => {
    const volume = (service('nginx').volumes ?? []).find((entry) => entry.includes('nginx.conf'));
    expect(volume?.split(':')[0]).toBe('./nginx/nginx.conf');
    const conf = readFileSync(path.join(DEPLOY, 'nginx/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
    for (const name of gateways) expect(conf).toMatch(new RegExp(`server ${name}:3000\\b`));
    expect(conf).toMatch(/proxy_http_version 1\.1;/);
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(conf).toMatch(/map \$http_upgrade \$connection_upgrade\s*\{\s*default upgrade;/);
    // socket.io starts with long-polling: one Engine.IO session must stay on one gateway.
    expect(conf).toMatch(/^\s*ip_hash;/m);
    const readTimeout = /proxy_read_timeout (\d+)s;/.exec(conf);
    expect(Number(readTimeout?.[1])).toBeGreaterThanOrEqual(3600);
  });
});

describe('Kubernetes manifests', () => {
  it('kustomization.yaml lists every manifest file', () => {
    const kustomization = parse(readFileSync(path.join(K8S, 'kustomization.yaml'), 'utf8')) as {
      resources: string[];
    };
    const files = readdirSync(K8S).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
    expect(MANIFESTS.length).toBeGreaterThanOrEqual(files.length);
  });

  it('sets only runtime-config variables, which it accepts', () => {
    for (const { doc } of MANIFESTS.filter(({ doc }) => doc.kind === 'ConfigMap' || doc.kind === 'Secret'))
      for (const key of Object.keys({ ...doc.data, ...doc.stringData }))
        expect(KNOWN, `${doc.kind} ${doc.metadata.name}: ${key}`).toContain(key);
    const workloads = MANIFESTS.filter(({ doc }) => doc.kind === 'Deployment' || doc.kind === 'Job');
    expect(workloads.length).toBe(3);
    for (const { doc } of workloads) {
      const spec = podSpec(doc);
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        const env = k8sEnv(container);
        for (const key of Object.keys(env)) expect(KNOWN, `${doc.metadata.name}: ${key}`).toContain(key);
        // secret.yaml ships a placeholder SESSION_SECRET, which production refuses until an operator replaces it.
        expect(() => loadConfig(env, '/app'), doc.metadata.name).toThrow(/SESSION_SECRET/);
        const config = loadConfig({ ...env, SESSION_SECRET: 'f'.repeat(64) }, '/app');
        expect(config.nodeEnv).toBe('production');
        expect(requireSharedSettings(config, doc.metadata.name).databaseUrl).toMatch(/^postgres/);
      }
    }
  });

  it('runs two gateways and two workers, starting the built programs', () => {
    for (const [component, main] of [
      ['gateway', 'gateway/dist/main.js'],
      ['workers', 'workers/dist/main.js'],
    ] as const) {
      const deployment = deploymentFor(component);
      expect((deployment.spec as { replicas: number }).replicas).toBe(2);
      const container = mainContainer(deployment);
      expect(container.image).toMatch(new RegExp(`^tradehub/${component}:`));
      const argv = container.command ?? container.args ?? [];
      expect(argv[0]).toBe('node');
      expect(argv.at(-1)).toBe(main);
    }
  });

  it('gateway: readiness /ready and liveness /health on the port it listens on', () => {
    const deployment = deploymentFor('gateway');
    const container = mainContainer(deployment);
    const port = Number(k8sEnv(container).PORT);
    const portNamed = (ref: string | number | undefined) =>
      typeof ref === 'number' ? ref : container.ports?.find((entry) => entry.name === ref)?.containerPort;
    expect(container.ports?.map((entry) => entry.containerPort)).toContain(port);
    expect(container.readinessProbe?.httpGet?.path).toBe('/ready');
    expect(portNamed(container.readinessProbe?.httpGet?.port)).toBe(port);
    expect(container.livenessProbe?.httpGet?.path).toBe('/health');
    expect(portNamed(container.livenessProbe?.httpGet?.port)).toBe(port);
    expect(k8sEnv(container).HOST).toBe('0.0.0.0');
    const routes = read('gateway/src/routes/health/index.ts');
    expect(routes).toContain("'/ready'");
    expect(routes).toContain("'/health'");
    // SIGTERM drains for up to SHUTDOWN_GRACE_MS before exiting; Kubernetes must wait longer.
    const graceMs = Number(
      /SHUTDOWN_GRACE_MS = ([\d_]+)/.exec(read('gateway/src/server.ts'))?.[1]?.replace(/_/g, ''),
    );
    expect(graceMs).toBeGreaterThan(0);
    expect(podSpec(deployment).terminationGracePeriodSeconds).toBeGreaterThan(graceMs / 1000);
  });

  it('workers: probes and Prometheus scrapes on their metrics listener (WORKERS_METRICS_PORT)', () => {
    const deployment = deploymentFor('workers');
    const container = mainContainer(deployment);
    const port = Number(k8sEnv(container).WORKERS_METRICS_PORT);
    expect(port).toBeGreaterThan(0);
    const portNamed = (ref: string | number | undefined) =>
      typeof ref === 'number' ? ref : container.ports?.find((entry) => entry.name === ref)?.containerPort;
    expect(container.readinessProbe?.httpGet?.path).toBe('/ready');
    expect(portNamed(container.readinessProbe?.httpGet?.port)).toBe(port);
    expect(container.livenessProbe?.httpGet?.path).toBe('/health');
    expect(portNamed(container.livenessProbe?.httpGet?.port)).toBe(port);
    const probes = read('workers/src/metrics/worker-probes.ts');
    expect(probes).toContain("'/ready'");
    expect(probes).toContain("'/health'");
    for (const [component, variable] of [
      ['gateway', 'METRICS_PORT'],
      ['workers', 'WORKERS_METRICS_PORT'],
    ] as const) {
      const template = (deploymentFor(component).spec as { template: { metadata: Manifest['metadata'] } })
        .template;
      const annotations = template.metadata.annotations ?? {};
      expect(annotations['prometheus.io/scrape']).toBe('true');
      expect(annotations['prometheus.io/path']).toBe('/metrics');
      expect(Number(annotations['prometheus.io/port'])).toBe(
        Number(k8sEnv(mainContainer(deploymentFor(component)))[variable]),
      );
    }
  });

  it('compose: Prometheus scrapes every gateway and workers process on its metrics port; Grafana has the dashboard', () => {
    const compose = loadCompose();
    const env = composeEnv(compose.services['gateway-a']!);
    const config = parse(read('infra/deploy/prometheus/prometheus.yml')) as {
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    const targets = config.scrape_configs.flatMap((job) =>
      job.static_configs.flatMap((each) => each.targets),
    );
    expect(targets.sort()).toEqual(
      [
        `gateway-a:${env.METRICS_PORT}`,
        `gateway-b:${env.METRICS_PORT}`,
        `workers-a:${env.WORKERS_METRICS_PORT}`,
        `workers-b:${env.WORKERS_METRICS_PORT}`,
      ].sort(),
    );
    const dashboard = JSON.parse(read('infra/deploy/grafana/dashboards/tradehub.json')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const expressions = dashboard.panels
      .flatMap((panel) => panel.targets.map((target) => target.expr))
      .join('\n');
    // The golden signals and the outbox lag, from series the code really exports.
    for (const series of [
      'tradehub_http_request_duration_seconds',
      'tradehub_outbox_lag_seconds',
      'tradehub_queue_jobs',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(expressions).toContain(series);
    const exported =
      read('gateway/src/metrics/gateway-metrics.ts') + read('workers/src/metrics/worker-metrics.ts');
    for (const name of new Set(expressions.match(/tradehub_[a-z_]+/g) ?? [])) {
      const base = name.replace(/_(bucket|count|sum)$/, '');
      expect(exported, name).toContain(`'${base}'`);
    }
    expect(compose.services.grafana?.volumes).toContain(
      './grafana/dashboards:/var/lib/grafana/dashboards:ro',
    );
  });

  it('workers get longer than their own shutdown deadline to finish running jobs', () => {
    const grace = podSpec(deploymentFor('workers')).terminationGracePeriodSeconds ?? 30;
    const compose = loadCompose();
    const stopGrace = Number(/^(\d+)s$/.exec(String(compose.services['workers-a']?.stop_grace_period))?.[1]);
    expect(stopGrace).toBe(grace);
    // workers/src/process.ts may bound its wait for running jobs with a SHUTDOWN_GRACE_MS of its own.
    const own = /SHUTDOWN_GRACE_MS = ([\d_]+)/.exec(read('workers/src/process.ts'))?.[1]?.replace(/_/g, '');
    if (own) expect(grace).toBeGreaterThan(Number(own) / 1000);
  });

  it('every gateway and worker pod mounts the same ReadWriteMany volume at DATA_DIR', () => {
    const claims = (['gateway', 'workers'] as const).map((component) => {
      const spec = podSpec(deploymentFor(component));
      const container = mainContainer(deploymentFor(component));
      const mount = container.volumeMounts?.find((entry) => entry.mountPath === k8sEnv(container).DATA_DIR);
      expect(mount, `${component} mounts DATA_DIR`).toBeDefined();
      return spec.volumes?.find((volume) => volume.name === mount?.name)?.persistentVolumeClaim?.claimName;
    });
    expect(claims[0]).toBeDefined();
    expect(claims[1]).toBe(claims[0]);
    const pvc = manifest('PersistentVolumeClaim', claims[0]);
    expect((pvc.spec as { accessModes: string[] }).accessModes).toContain('ReadWriteMany');
  });

  it('migrates in a Job, with the migration command of the image', () => {
    const job = manifest('Job');
    const container = mainContainer(job);
    const argv = [...(container.command ?? []), ...(container.args ?? [])];
    expect(argv).toEqual(['node', 'db/dist/cli/migrate.js']);
    expect(existsSync(path.join(ROOT, sourceOfBuiltScript(argv[1] ?? '')))).toBe(true);
    for (const component of ['gateway', 'workers'] as const) {
      const init = podSpec(deploymentFor(component)).initContainers ?? [];
      expect(init.map((container) => container.command?.join(' ')).join('\n')).toContain(
        'getPendingMigrations',
      );
    }
  });

  it('the HPA scales the gateway Deployment on CPU', () => {
    const hpa = manifest('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    const spec = hpa.spec as {
      scaleTargetRef: { apiVersion: string; kind: string; name: string };
      minReplicas: number;
      maxReplicas: number;
      metrics: { type: string; resource?: { name: string } }[];
    };
    expect(spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deploymentFor('gateway').metadata.name,
    });
    expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
    expect(spec.metrics.map((metric) => metric.resource?.name)).toContain('cpu');
  });

  it('the Ingress routes to the gateway Service with WebSocket timeouts and affinity', () => {
    const ingress = manifest('Ingress');
    const annotations = ingress.metadata.annotations ?? {};
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(
      3600,
    );
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(
      3600,
    );
    expect(annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const spec = ingress.spec as {
      ingressClassName: string;
      rules: { http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[];
    };
    expect(spec.ingressClassName).toBe('nginx');
    const backend = spec.rules[0]?.http.paths[0]?.backend.service;
    if (!backend) throw new Error('the Ingress routes nowhere');
    const service = manifest('Service', backend.name);
    const servicePort = (service.spec as { ports: { name: string; targetPort: string }[] }).ports.find(
      (port) => port.name === backend.port.name,
    );
    expect(servicePort?.targetPort).toBe('http');
    expect((service.spec as { selector: Record<string, string> }).selector).toEqual(
      (deploymentFor('gateway').spec as { selector: { matchLabels: Record<string, string> } }).selector
        .matchLabels,
    );
  });
});

describe('client addresses (TRUST_PROXY)', () => {
  it('nginx overwrites X-Forwarded-For with the address it sees, and the compose gateways believe that one hop', () => {
    const conf = readFileSync(path.join(DEPLOY, 'nginx/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    const gateway = loadCompose().services['gateway-a'];
    if (!gateway) throw new Error('compose.yaml has no gateway-a');
    expect(loadConfig(composeEnv(gateway), '/app').trustProxy).toBe(1);
  });

  it('the Kubernetes gateways believe the Ingress, one hop', () => {
    const env = k8sEnv(mainContainer(deploymentFor('gateway')));
    expect(loadConfig({ ...env, SESSION_SECRET: 'f'.repeat(64) }, '/app').trustProxy).toBe(1);
  });
});
