// Password hashing (argon2id) and opaque tokens. Only hashes ever reach the database.
import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';

export interface HashCost {
  memoryCost?: number;
  timeCost?: number;
}

// Algorithm.Argon2id is a const enum in the typings; isolatedModules forbids reading it, so the
// numeric value (2) is spelled out here.
const ARGON2ID = 2;

export const hashPassword = (password: string, cost: HashCost = {}) =>
  hash(password, { algorithm: ARGON2ID, ...cost });

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt hash in the database is a failed login, not a 500.
    return false;
  }
};

export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
