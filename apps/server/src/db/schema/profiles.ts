import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const profiles = pgTable(
  'user_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    avatarKey: text('avatar_key'),
    membershipLevel: text('membership_level').notNull().default('basic'),
    membershipExpiration: date('membership_expiration'),
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_profiles_membership_level_check', sql`${t.membershipLevel} in ('basic', 'premium')`),
    check('user_profiles_state_check', sql`${t.state} is null or ${t.state} ~ '^[A-Z]{2}$'`),
    index('user_profiles_active_idx').on(t.isActive),
    // Prefix search of the admin user list on names and phone (lower(...) LIKE 'q%').
    index('user_profiles_first_name_lower_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('user_profiles_last_name_lower_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('user_profiles_phone_idx').using('btree', sql`${t.phoneNumber} text_pattern_ops`),
    // The admin dashboard's premium figure: counted from this index alone, not from every profile.
    index('user_profiles_premium_idx')
      .on(t.userId)
      .where(sql`${t.membershipLevel} = 'premium' and ${t.deletedAt} is null`),
  ],
);

/** Every member has a default garage ('My Garage') that their vehicles belong to. */
export const garages = pgTable(
  'garages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('My Garage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('garages_user_id_idx').on(t.userId)],
);
