// s3rver ships no types: the little of it the contests suites use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: Record<string, unknown>);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
