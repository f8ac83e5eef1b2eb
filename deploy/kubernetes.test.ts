import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { parse, parseAllDocuments } from "yaml";

import { isAddressOrRange } from "@/lib/net/client-ip";
import { SCREENPLAY_JOBS } from "@/lib/screenplay-workers";

/**
 * deploy/kubernetes: every object valid against the Kubernetes schemas (deploy/validate.ts, in a
 * process of its own), and wired together as docs/scaling.md describes.
 */
const ROOT = path.join(__dirname, "..");
const DIR = path.join(__dirname, "kubernetes");

type Labels = Record<string, string>;
type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
};
type Container = {
  name: string;
  image: string;
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name: string }[];
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string }; exec?: unknown };
  securityContext?: { allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[] } };
};
type PodTemplate = {
  metadata: { labels: Labels };
  spec: {
    securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
    containers: Container[];
  };
};
type Manifest = {
  kind: string;
  metadata: { name: string };
  spec: {
    selector?: { matchLabels?: Labels } & Labels;
    template?: PodTemplate;
    scaleTargetRef?: { kind: string; name: string };
    metrics?: {
      type: string;
      external?: {
        metric: {
          name: string;
          selector: { matchExpressions: { key: string; values: string[] }[] };
        };
      };
    }[];
    ports?: { name: string; targetPort: string }[];
    rules?: {
      http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
    }[];
  };
};

const kustomization = parse(fs.readFileSync(path.join(DIR, "kustomization.yaml"), "utf8")) as {
  resources: string[];
  configMapGenerator: { name: string; envs: string[] }[];
  secretGenerator: { name: string; envs: string[] }[];
  images: { name: string }[];
};
const manifests = kustomization.resources.flatMap((file) =>
  parseAllDocuments(fs.readFileSync(path.join(DIR, file), "utf8")).map(
    (document) => document.toJS() as Manifest,
  ),
);
const find = (kind: string, name: string): Manifest => {
  const found = manifests.find((item) => item.kind === kind && item.metadata.name === name);
  if (!found) throw new Error(`deploy/kubernetes has no ${kind} ${name}`);
  return found;
};
const podsOf = (kind: string) =>
  manifests.filter((item) => item.kind === kind).map((item) => item.spec.template!);
const allPods = () => [...podsOf("Deployment"), ...podsOf("Job")];
/** KEY=value lines as kustomize's generators read them. */
const envFile = (file: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readFileSync(path.join(DIR, file), "utf8")
      .split("\n")
      .filter((line) => /^[A-Z]/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
const roleOf = (pod: PodTemplate) =>
  pod.spec.containers[0]?.env?.find((env) => env.name === "ROLE")?.value;
const selects = (selector: Labels, labels: Labels) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

it("validates every object against the Kubernetes schemas", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "deploy/validate.ts"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  expect(run.stdout.split("\n").filter((line) => line.startsWith("INVALID"))).toEqual([]);
  expect(run.status).toBe(0);
  // Every resource, plus the generated ConfigMap and Secret.
  expect(run.stdout.match(/^valid /gm)).toHaveLength(manifests.length + 2);
});

it("applies every manifest of the folder", () => {
  const files = fs
    .readdirSync(DIR)
    .filter((file) => file.endsWith(".yaml") && file !== "kustomization.yaml");
  expect([...kustomization.resources].sort()).toEqual(files.sort());
});

it("runs web, worker, auth core and migrations from one image, each with its ROLE", () => {
  const [image] = kustomization.images;
  const roles = allPods().map((pod) => {
    expect(pod.spec.containers.map((container) => container.image)).toEqual([image?.name]);
    return roleOf(pod);
  });
  expect(roles.sort()).toEqual(["auth-core", "migrate", "web", "worker"]);
});

it("selects each Deployment's own pods from its Service, budget and autoscaler", () => {
  for (const deployment of manifests.filter((item) => item.kind === "Deployment")) {
    const { matchLabels = {} } = deployment.spec.selector ?? {};
    expect(selects(matchLabels, deployment.spec.template!.metadata.labels)).toBe(true);
  }
  const deploymentLabels = podsOf("Deployment").map((pod) => pod.metadata.labels);
  for (const item of manifests.filter((item) =>
    ["Service", "PodDisruptionBudget"].includes(item.kind),
  )) {
    const selector = item.kind === "Service" ? item.spec.selector : item.spec.selector?.matchLabels;
    const matching = deploymentLabels.filter((labels) => selects(selector as Labels, labels));
    expect({ item: `${item.kind}/${item.metadata.name}`, matching: matching.length }).toEqual({
      item: `${item.kind}/${item.metadata.name}`,
      matching: 1,
    });
  }
  for (const autoscaler of manifests.filter((item) => item.kind === "HorizontalPodAutoscaler")) {
    const target = autoscaler.spec.scaleTargetRef!;
    expect(find(target.kind, target.name).kind).toBe("Deployment");
  }
});

it("probes the web pods' readiness and liveness on /api/health, behind the ingress", () => {
  const [web] = find("Deployment", "web").spec.template!.spec.containers;
  expect(web?.readinessProbe?.httpGet).toEqual({ path: "/api/health", port: "http" });
  expect(web?.livenessProbe?.httpGet).toEqual({ path: "/api/health", port: "http" });
  expect(web?.ports?.map((port) => port.name)).toContain("http");
  const backend = find("Ingress", "web").spec.rules![0]!.http.paths[0]!.backend.service;
  expect(find("Service", backend.name).spec.ports?.map((port) => port.name)).toContain(
    backend.port.name,
  );
  // The ingress controller's forwarded addresses are believed, and nobody else's.
  const trusted = envFile("config.env").TRUSTED_PROXIES?.split(",") ?? [];
  expect(trusted.length).toBeGreaterThan(0);
  expect(trusted.every(isAddressOrRange)).toBe(true);
});

it("scales web pods on CPU and workers on the screenplay queues' depth", () => {
  expect(find("HorizontalPodAutoscaler", "web").spec.metrics).toEqual([
    expect.objectContaining({
      type: "Resource",
      resource: expect.objectContaining({ name: "cpu" }),
    }),
  ]);
  const [queueDepth] = find("HorizontalPodAutoscaler", "worker").spec.metrics!;
  expect(queueDepth?.external?.metric.name).toBe("ncs_job_queue_ready");
  const [queues] = queueDepth!.external!.metric.selector.matchExpressions;
  expect(queues?.key).toBe("queue");
  expect(queues?.values.sort()).toEqual(SCREENPLAY_JOBS.map((job) => job.name).sort());
});

it("runs every pod as a non-root user without privilege escalation", () => {
  for (const pod of allPods()) {
    expect(pod.spec.securityContext).toMatchObject({ runAsNonRoot: true });
    expect(pod.spec.securityContext?.runAsUser).toBeGreaterThan(0);
    for (const container of pod.spec.containers) {
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        capabilities: { drop: ["ALL"] },
      });
    }
  }
});

it("reads settings only from the generated ConfigMap and Secret, by keys they hold", () => {
  const [config] = kustomization.configMapGenerator;
  const [secrets] = kustomization.secretGenerator;
  expect(secrets?.envs).toEqual(["secrets.env"]);
  const secretKeys = Object.keys(envFile("secrets.env.example"));
  expect(fs.readFileSync(path.join(ROOT, ".gitignore"), "utf8")).toContain(
    "deploy/kubernetes/secrets.env",
  );
  for (const container of allPods().flatMap((pod) => pod.spec.containers)) {
    for (const source of container.envFrom ?? []) {
      expect([source.configMapRef?.name, source.secretRef?.name]).toContain(
        source.configMapRef ? config?.name : secrets?.name,
      );
    }
    for (const env of container.env ?? []) {
      const ref = env.valueFrom?.secretKeyRef;
      if (!ref) continue;
      expect(ref.name).toBe(secrets?.name);
      expect(secretKeys).toContain(ref.key);
    }
  }
  // Settings and secrets each in one place only.
  const configKeys = Object.keys(envFile("config.env"));
  expect(configKeys.filter((key) => secretKeys.includes(key))).toEqual([]);
});
