import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { accountOrganisation } from './schema.ts';
import type { OrganisationInput } from './validation.ts';

export interface Organisation {
  name: string;
  registryNumber: string;
  address: string;
  phone: string;
  employeeCount: number | null;
  businessField: string | null;
}

export async function getOrganisation(ctx: Ctx, userId: number): Promise<Organisation | null> {
  const [row] = await ctx.db
    .select()
    .from(accountOrganisation)
    .where(eq(accountOrganisation.userId, userId));
  if (!row) return null;
  return {
    name: row.name,
    registryNumber: row.registryNumber,
    address: row.address,
    phone: row.phone,
    employeeCount: row.employeeCount,
    businessField: row.businessField,
  };
}

export async function saveOrganisation(
  ctx: Ctx,
  userId: number,
  input: OrganisationInput,
): Promise<Organisation> {
  const values = {
    name: input.name,
    registryNumber: input.registry_number,
    address: input.address,
    phone: input.phone,
    employeeCount: input.employee_count,
    businessField: input.business_field,
    updatedAt: ctx.now,
  };
  await ctx.db
    .insert(accountOrganisation)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: accountOrganisation.userId, set: values });
  const saved = await getOrganisation(ctx, userId);
  if (!saved) throw new Error('organisation vanished after save');
  return saved;
}

export async function removeOrganisation(ctx: Ctx, userId: number): Promise<void> {
  await ctx.db.delete(accountOrganisation).where(eq(accountOrganisation.userId, userId));
}
