/**
 * `node --import tsx deploy/validate.ts`: checks every object `kubectl apply -k deploy/kubernetes`
 * would create against the Kubernetes API's schemas (kubernetes-models), the generated ConfigMap
 * and Secret included. Prints one line per object and exits 1 on any problem. A script rather
 * than a Jest module because the models are ECMAScript modules only (deploy/kubernetes.test.ts
 * runs it).
 */
import fs from "node:fs";
import path from "node:path";

import type { Model } from "@kubernetes-models/base";
import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Job } from "kubernetes-models/batch/v1";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Namespace, Secret, Service } from "kubernetes-models/v1";
import { parse, parseAllDocuments } from "yaml";

const DIR = path.join(import.meta.dirname, "kubernetes");

/** Each model checks the fields its own constructor's type describes; a manifest is any of them. */
type ModelClass = (new (data: never) => Model<unknown>) & { apiVersion: string; kind: string };
const MODELS: ModelClass[] = [
  Namespace,
  ConfigMap,
  Secret,
  Service,
  Deployment,
  Job,
  Ingress,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
];

type Manifest = { apiVersion?: string; kind?: string; metadata?: { name?: string } };

/** KEY=value lines as kustomize's generators read them (comments and blank lines skipped). */
const readEnvFile = (file: string): Record<string, string> =>
  Object.fromEntries(
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );

type Generator = { name: string; envs: string[] };
const kustomization = parse(fs.readFileSync(path.join(DIR, "kustomization.yaml"), "utf8")) as {
  resources: string[];
  configMapGenerator: Generator[];
  secretGenerator: Generator[];
};

/** What a generator makes of its env files; secrets.env is the operator's, so its example stands in. */
const generated = (kind: string, field: string, { name, envs }: Generator) =>
  envs.map((file) => {
    const source = kind === "Secret" ? `${file}.example` : file;
    const values = readEnvFile(path.join(DIR, source));
    const manifest = { apiVersion: "v1", kind, metadata: { name }, [field]: values };
    return { source, manifest: manifest as Manifest };
  });

const objects: { source: string; manifest: Manifest }[] = [
  ...kustomization.resources.flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(DIR, file), "utf8")).map((document) => ({
      source: file,
      manifest: document.toJS() as Manifest,
    })),
  ),
  ...kustomization.configMapGenerator.flatMap((generator) =>
    generated("ConfigMap", "data", generator),
  ),
  ...kustomization.secretGenerator.flatMap((generator) =>
    generated("Secret", "stringData", generator),
  ),
];

let problems = 0;
for (const { source, manifest } of objects) {
  const name = `${source}: ${manifest.kind}/${manifest.metadata?.name}`;
  const Class = MODELS.find(
    (model) => model.apiVersion === manifest.apiVersion && model.kind === manifest.kind,
  );
  try {
    if (!Class) throw new Error(`no schema for ${manifest.apiVersion} ${manifest.kind}`);
    new (Class as unknown as new (data: Manifest) => Model<unknown>)(manifest).validate();
    console.log(`valid ${name}`);
  } catch (error) {
    problems++;
    console.log(`INVALID ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(problems === 0 ? 0 : 1);
