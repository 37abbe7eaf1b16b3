import { usePasswordCostInTests } from '../lib/password';

// Set up before every API test file (vitest.config.mts): new hashes cost 2^10 instead of 2^15 in this process. Why,
// and what keeps the real cost: api/src/lib/password.ts.
usePasswordCostInTests(2 ** 10);
