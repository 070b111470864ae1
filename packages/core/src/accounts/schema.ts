import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A shopper or staff member. E-mail and phone are optional (an account may start from either),
 * each unique once known; a social sign-in links through account_identity.
 */
export const accountUser = pgTable('account_user', {
  id: serial('id').primaryKey(),
  /** Lower-case; unique. */
  email: text('email').unique(),
  /** 'not_confirmed', 'waiting' (a change awaits its code) or 'confirmed'. */
  emailState: text('email_state').notNull().default('not_confirmed'),
  /** E.164 (+976...); unique. */
  phone: text('phone').unique(),
  phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
  passwordHash: text('password_hash'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** 'female', 'male' or 'other'. */
  gender: text('gender'),
  birthDate: date('birth_date', { mode: 'string' }),
  occupation: text('occupation'),
  /** Bumped on every avatar upload, so its URL changes and caches can keep it for long. */
  avatarVersion: integer('avatar_version'),
  /** 'customer' or 'staff'. */
  role: text('role').notNull().default('customer'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A social provider's account (Google, Facebook) linked to a user. */
export const accountIdentity = pgTable(
  'account_identity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_identity_subject_idx').on(t.provider, t.subject),
    index('account_identity_user_idx').on(t.userId),
  ],
);

/**
 * A one-time code sent by e-mail or SMS. Only hashes are kept; the code works only together with
 * the request token handed to whoever asked for it.
 */
export const accountCode = pgTable(
  'account_code',
  {
    id: serial('id').primaryKey(),
    requestHash: text('request_hash').notNull().unique(),
    /** 'sign_in', 'sign_up', 'reset', 'change_email' or 'change_phone'. */
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** The normalised e-mail or phone the code was sent to. */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => accountUser.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** What completing the request needs (a sign-up's password hash and names). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_code_target_idx').on(t.target, t.purpose),
    index('account_code_user_idx').on(t.userId),
  ],
);

/**
 * A signed-in browser (cookie) or API client (bearer and refresh tokens). Tokens are kept as
 * SHA-256 hashes; a stolen table gives no way in.
 */
export const accountSession = pgTable(
  'account_session',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    /** 'web' or 'api'. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_session_user_idx').on(t.userId)],
);

/** A delivery address in a user's address book. */
export const accountAddress = pgTable(
  'account_address',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    country: text('country').notNull().default('MN'),
    city: text('city').notNull(),
    district: text('district').notNull(),
    quarter: text('quarter'),
    street: text('street'),
    detail: text('detail').notNull(),
    receiver: text('receiver').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    /** The postal zone picked last (quarter, else district), see geo. */
    zipcode: text('zipcode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_address_user_idx').on(t.userId)],
);

/** The organisation a user buys for (VAT receipts go to its registry number). */
export const accountOrganisation = pgTable('account_organisation', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => accountUser.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  registryNumber: text('registry_number').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  employeeCount: integer('employee_count'),
  businessField: text('business_field'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's picture, already resized and re-encoded as WebP. */
export const accountAvatar = pgTable('account_avatar', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => accountUser.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A push-notification device (`playerId`) a user's app registered. */
export const accountDevice = pgTable(
  'account_device',
  {
    playerId: text('player_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => accountUser.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId] }), index('account_device_user_idx').on(t.userId)],
);
