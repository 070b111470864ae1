import { accounts, createContext, type Db } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam } from './schemas.ts';

/** A row id in the URL: plain digits within int4 (coercion alone would take '1e2'). */

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const tags = ['users'];
const security = [{ bearerAuth: [] }];

const addressJson = z.object({
  id: z.number().int(),
  country: z.string(),
  city: z.string(),
  district: z.string(),
  quarter: z.string().nullable(),
  street: z.string().nullable(),
  detail: z.string().describe('Building, entrance, door'),
  receiver: z.string(),
  receiver_phone: z.string().describe('E.164'),
  zipcode: z.string(),
  is_default: z.boolean(),
});

function addressOut(address: accounts.Address): z.infer<typeof addressJson> {
  return {
    id: address.id,
    country: address.country,
    city: address.city,
    district: address.district,
    quarter: address.quarter,
    street: address.street,
    detail: address.detail,
    receiver: address.receiver,
    receiver_phone: address.receiverPhone,
    zipcode: address.zipcode,
    is_default: address.isDefault,
  };
}

const organisationJson = z.object({
  name: z.string(),
  registry_number: z.string(),
  address: z.string(),
  phone: z.string(),
  employee_count: z.number().int().nullable(),
  business_field: z.string().nullable(),
});

function organisationOut(organisation: accounts.Organisation): z.infer<typeof organisationJson> {
  return {
    name: organisation.name,
    registry_number: organisation.registryNumber,
    address: organisation.address,
    phone: organisation.phone,
    employee_count: organisation.employeeCount,
    business_field: organisation.businessField,
  };
}

/**
 * The address book and the organisation (for VAT receipts in its name). Registered inside
 * `userRoutes`, so its bearer-token check applies; another user's address is a 404.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const addressBody = accounts.addressInput.strict();
  const params = z.object({ id: idParam });

  app.get(
    '/users/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'The address book, the default first',
        response: { 200: z.object({ addresses: z.array(addressJson) }), ...errors },
      },
    },
    async (request) => {
      const list = await accounts.listAddresses(context(request), apiSession(request).userId);
      return { addresses: list.map(addressOut) };
    },
  );

  app.post(
    '/users/addresses',
    {
      schema: {
        tags,
        security,
        summary: `Adds an address (at most ${accounts.MAX_ADDRESSES}); the first becomes the default`,
        body: addressBody,
        response: { 201: addressJson, ...errors },
      },
    },
    async (request, reply) => {
      const added = await accounts.addAddress(
        context(request),
        apiSession(request).userId,
        request.body,
      );
      return reply.code(201).send(addressOut(added));
    },
  );

  app.get(
    '/users/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One address',
        params,
        response: { 200: addressJson, ...errors },
      },
    },
    async (request) =>
      addressOut(
        await accounts.getAddress(context(request), apiSession(request).userId, request.params.id),
      ),
  );

  app.put(
    '/users/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces an address',
        params,
        body: addressBody,
        response: { 200: addressJson, ...errors },
      },
    },
    async (request) =>
      addressOut(
        await accounts.updateAddress(
          context(request),
          apiSession(request).userId,
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/users/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes an address; the oldest other one becomes the default if needed',
        params,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.removeAddress(context(request), apiSession(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/organisation',
    {
      schema: {
        tags,
        security,
        summary: 'The organisation the shopper buys for; null when none',
        response: { 200: organisationJson.nullable(), ...errors },
      },
    },
    async (request) => {
      const found = await accounts.getOrganisation(context(request), apiSession(request).userId);
      return found ? organisationOut(found) : null;
    },
  );

  app.put(
    '/users/organisation',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the organisation (name in Cyrillic, 7-digit registry number)',
        body: accounts.organisationInput.strict(),
        response: { 200: organisationJson, ...errors },
      },
    },
    async (request) =>
      organisationOut(
        await accounts.saveOrganisation(context(request), apiSession(request).userId, request.body),
      ),
  );

  app.delete(
    '/users/organisation',
    {
      schema: {
        tags,
        security,
        summary: 'Removes the organisation',
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.removeOrganisation(context(request), apiSession(request).userId);
      return reply.code(204).send(null);
    },
  );
};
