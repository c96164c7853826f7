// scrypt's cost for tests whose subject is not the password hash. At production's cost (SCRYPT) each hash and each
// login check takes about 0.1 CPU s, and the console's lock tests alone check hundreds; this one takes about 2 ms.
// Given explicitly (buildApp's passwordCost, the account functions' last argument), never read from the environment;
// server/accounts/lockout.test.ts checks production's parameters.
import type { ScryptCost } from '../accounts/password';

export const TEST_SCRYPT: ScryptCost = { N: 1024, r: 8, p: 1, keylen: 32 };
