// The proof-of-work solver's Web Worker: altcha-lib's worker loop with the WebCrypto PBKDF2 key
// derivation (the challenge's algorithm, PBKDF2/SHA-256). One per core, started by bot-check-pow.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
