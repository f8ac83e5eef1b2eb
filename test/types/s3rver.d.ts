/** The parts of s3rver (a fake S3 for tests) that the tests use; the package ships no types. */
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      silent: boolean;
      directory: string;
      configureBuckets: { name: string }[];
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
