import { describeContractFuzz } from '../test-support/contract-fuzz-suite.ts';

// one of three shards of the contract fuzz (test-support/contract-fuzz-suite.ts), run on separate workers
describeContractFuzz(0, 3);
