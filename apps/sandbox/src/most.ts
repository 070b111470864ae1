import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireApiKey } from './api-key.ts';
import { closablePauses } from './callbacks.ts';
import { bodyOr400, description, digits, paramId, reference, tugrik } from './fields.ts';
import { RecordStore } from './record-store.ts';
import { refundPart } from './refunds.ts';

/** The one API key the sandbox accepts, as Most Money accepts only its merchants'. */
export const SANDBOX_MOST_KEY = 'sandbox-most-key';
/** What a test wallet holds unless told otherwise. */
export const MOST_TEST_BALANCE = 10_000_000;
/** How long a purchase with a 'slow' transaction token keeps the shop waiting. */
export const SLOW_PURCHASE_MS = 3000;

type Outcome = 'paid' | 'insufficient_funds' | 'declined' | 'slow';

interface Wallet {
  id: string;
  balance: number;
}

/** What the wallet app hands the shop for one purchase; it decides how the purchase goes. */
interface TransactionToken {
  id: string;
  custtkn: string;
  outcome: Outcome;
}

interface Transaction {
  id: string;
  txntkn: string;
  custtkn: string;
  reference: string;
  amount: number;
  status: 'paid' | 'declined';
  declineReason: 'insufficient_funds' | 'declined' | null;
  createdAt: string;
  refunded: number;
}

const customerToken = z.string().min(1).max(100);
const testTokensRequest = z
  .object({
    balance: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    outcome: z.enum(['paid', 'insufficient_funds', 'declined', 'slow']).default('paid'),
    // A further purchase from a wallet made before.
    custtkn: customerToken.optional(),
  })
  .strict()
  .refine((body) => body.balance === undefined || body.custtkn === undefined, {
    message: 'an existing wallet keeps its balance',
  });
const purchaseRequest = z
  .object({
    custtkn: customerToken,
    txntkn: z.string().min(1).max(100),
    amount: tugrik,
    reference,
    description,
  })
  .strict();

const newToken = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

/**
 * Most Money's in-app payment as the shop sees it: the customer's wallet app hands the shop's
 * mobile app a customer token and a transaction token, and the shop's server makes the purchase
 * with them, server to server. Idempotent per transaction token; refunds in parts. The test-only
 * POST /test/tokens stands in for the wallet app. Register with prefix /most.
 */
export async function mostSandbox(app: FastifyInstance) {
  const wallets = new RecordStore<Wallet>((wallet) => wallet.id);
  const tokens = new RecordStore<TransactionToken>((token) => token.id);
  const transactions = new RecordStore<Transaction>((transaction) => transaction.txntkn);
  const { pause } = closablePauses(app);
  app.addHook('onRequest', requireApiKey(SANDBOX_MOST_KEY));

  app.post('/test/tokens', async (request, reply) => {
    const body = bodyOr400(testTokensRequest, request.body ?? {}, reply);
    if (!body) return reply;
    let wallet = wallets.get(body.custtkn);
    if (body.custtkn !== undefined && !wallet)
      return reply.code(404).send({ error: 'unknown_customer_token' });
    if (!wallet) {
      wallet = { id: newToken('cust'), balance: body.balance ?? MOST_TEST_BALANCE };
      wallets.add(wallet);
    }
    const token: TransactionToken = {
      id: newToken('txn'),
      custtkn: wallet.id,
      outcome: body.outcome,
    };
    tokens.add(token);
    return reply.code(201).send({ custtkn: wallet.id, txntkn: token.id });
  });

  app.post('/purchases', async (request, reply) => {
    const body = bodyOr400(purchaseRequest, request.body, reply);
    if (!body) return reply;
    const wallet = wallets.get(body.custtkn);
    if (!wallet) return reply.code(401).send({ error: 'invalid_customer_token' });
    const token = tokens.get(body.txntkn);
    if (!token || token.custtkn !== wallet.id)
      return reply.code(404).send({ error: 'unknown_transaction_token' });

    const earlier = transactions.withKey(token.id);
    if (earlier && (earlier.amount !== body.amount || earlier.reference !== body.reference))
      return reply.code(409).send({
        error: 'transaction_token_reused',
        message: 'This transaction token paid for something else; ask the wallet for a new one.',
      });
    const transaction = earlier ?? purchase(wallet, token, body);
    // Decided (and debited) before the wait, as a slow real service does: a retry meanwhile or
    // after the shop gave up gets this same transaction.
    if (token.outcome === 'slow' && !(await pause(SLOW_PURCHASE_MS)))
      return reply.code(503).send({ error: 'shutting_down' });
    return reply.code(earlier ? 200 : 201).send({
      transaction_id: transaction.id,
      status: transaction.status,
      decline_reason: transaction.declineReason,
      amount: transaction.amount,
    });
  });

  function purchase(
    wallet: Wallet,
    token: TransactionToken,
    body: z.infer<typeof purchaseRequest>,
  ): Transaction {
    const declineReason =
      token.outcome === 'declined'
        ? 'declined'
        : token.outcome === 'insufficient_funds' || body.amount > wallet.balance
          ? 'insufficient_funds'
          : null;
    if (!declineReason) wallet.balance -= body.amount;
    const transaction: Transaction = {
      id: digits(14),
      txntkn: token.id,
      custtkn: wallet.id,
      reference: body.reference,
      amount: body.amount,
      status: declineReason ? 'declined' : 'paid',
      declineReason,
      createdAt: new Date().toISOString(),
      refunded: 0,
    };
    transactions.add(transaction);
    return transaction;
  }

  app.get('/transactions/:id', async (request, reply) => {
    const transaction = transactions.get(paramId(request.params));
    if (!transaction) return reply.code(404).send({ error: 'unknown_transaction' });
    return {
      transaction_id: transaction.id,
      reference: transaction.reference,
      status: transaction.status,
      decline_reason: transaction.declineReason,
      amount: transaction.amount,
      refunded: transaction.refunded,
      created_at: transaction.createdAt,
    };
  });

  app.post('/transactions/:id/refund', async (request, reply) => {
    const transaction = transactions.get(paramId(request.params));
    if (!transaction) return reply.code(404).send({ error: 'unknown_transaction' });
    const before = transaction.refunded;
    const answer = refundPart(reply, transaction, request.body);
    const wallet = wallets.get(transaction.custtkn);
    if (wallet) wallet.balance += transaction.refunded - before;
    return answer;
  });
}
