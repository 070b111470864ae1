import { AppError, createContext, type Db, engagement } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam, rowId } from './schemas.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['wishlists'];
const security = [{ bearerAuth: [] }];
const variantId = rowId;
const listId = rowId;

const wishJson = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  product_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  price: z.number().int().describe('₮, what the shopper pays now'),
  options: z.record(z.string(), z.string()),
  availability: z.enum(['available', 'sold_out', 'unavailable']),
  age_restricted: z.boolean(),
  is_package: z.boolean().describe('A package is filled on its product page, not from a list'),
  added_at: z.string(),
});

const wishlistJson = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean().describe('Hearts (`add_id` without `wishlist_id`) go to this list'),
  share_token: z
    .string()
    .nullable()
    .describe('Set while shared: open it with GET /shared_wishlists/{token}'),
  created_at: z.string(),
  wished_products: z.array(wishJson),
});

const wishedJson = z.object({
  variant_ids: z.array(z.number().int()),
  product_ids: z.array(z.number().int()),
});

const sharedJson = z.object({ name: z.string(), wished_products: z.array(wishJson) });
const shareToken = z.string().regex(/^[\w-]{24}$/);

/**
 * Wish lists (spec §7: `/wishlists`, `add_id`, `remove_id`, `wished_products`, wish list CRUD,
 * wish to cart). Every route but the shared view needs a signed-in client; another shopper's
 * list or wish is a 404, as one that does not exist.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const owner = (request: FastifyRequest) => ({ userId: apiSession(request).userId, token: null });
  const listOf = async (request: FastifyRequest, id: number) => {
    const lists = await engagement.wishlistsView(context(request), owner(request));
    const list = lists.find((l) => l.id === id);
    if (!list) throw new AppError('not_found', 'error.wishlist_not_found');
    return list;
  };
  /** The wish `wish` on the shopper's list `id`, or a 404. */
  const checkWish = async (request: FastifyRequest, id: number, wish: number) => {
    const list = await listOf(request, id);
    if (!list.wished_products.some((w) => w.id === wish)) {
      throw new AppError('not_found', 'error.wish_not_found');
    }
  };
  const wished = async (request: FastifyRequest) => {
    const ids = await engagement.wishedIds(context(request), owner(request));
    return { variant_ids: ids.variantIds, product_ids: ids.productIds };
  };

  app.get(
    '/shared_wishlists/:token',
    {
      schema: {
        tags,
        summary: 'A shared wish list, read-only: its name and products, nothing of its owner',
        params: z.object({ token: shareToken }),
        response: { 200: sharedJson, ...errors },
      },
    },
    async (request) => engagement.sharedWishlistView(context(request), request.params.token),
  );

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    signedIn.addHook('onRequest', requireBearer(db));
    const params = z.object({ id: idParam });

    signedIn.get(
      '/wishlists',
      {
        schema: {
          tags,
          security,
          summary: 'The shopper’s wish lists, the newest first, each with its products top first',
          response: { 200: z.object({ wishlists: z.array(wishlistJson) }), ...errors },
        },
      },
      async (request) => ({
        wishlists: await engagement.wishlistsView(context(request), owner(request)),
      }),
    );

    signedIn.get(
      '/wishlists/wished_products',
      {
        schema: {
          tags,
          security,
          summary: 'The wished variant ids (and their products): what every heart shows',
          response: { 200: wishedJson, ...errors },
        },
      },
      wished,
    );

    signedIn.post(
      '/wishlists/add_id',
      {
        schema: {
          tags,
          security,
          summary:
            'Wishes a variant: to the top of `wishlist_id`, or of the default list (started when ' +
            'there is none). Without a list, a variant wished already stays where it is.',
          body: z.object({ variant_id: variantId, wishlist_id: listId.optional() }).strict(),
          response: { 200: wishedJson, ...errors },
        },
      },
      async (request) => {
        const { variant_id, wishlist_id } = request.body;
        await engagement.addWish(context(request), owner(request), variant_id, wishlist_id);
        return wished(request);
      },
    );

    signedIn.post(
      '/wishlists/remove_id',
      {
        schema: {
          tags,
          security,
          summary: 'Takes a variant off every list of the shopper (nothing when it was not wished)',
          body: z.object({ variant_id: variantId }).strict(),
          response: { 200: wishedJson, ...errors },
        },
      },
      async (request) => {
        await engagement.removeWish(context(request), owner(request), request.body.variant_id);
        return wished(request);
      },
    );

    signedIn.post(
      '/wishlists',
      {
        schema: {
          tags,
          security,
          summary: `Starts a list, placed first (at most ${engagement.MAX_WISHLISTS})`,
          body: z.object({ name: engagement.wishlistNameField }).strict(),
          response: { 201: wishlistJson, ...errors },
        },
      },
      async (request, reply) => {
        const list = await engagement.createList(
          context(request),
          owner(request),
          request.body.name,
        );
        return reply.code(201).send(await listOf(request, list.id));
      },
    );

    signedIn.get(
      '/wishlists/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One of the shopper’s lists',
          params,
          response: { 200: wishlistJson, ...errors },
        },
      },
      async (request) => listOf(request, request.params.id),
    );

    signedIn.put(
      '/wishlists/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Renames a list, or makes it the one hearts go to',
          params,
          body: z
            .object({
              name: engagement.wishlistNameField.optional(),
              is_default: z.literal(true).optional(),
            })
            .strict(),
          response: { 200: wishlistJson, ...errors },
        },
      },
      async (request) => {
        const { name, is_default } = request.body;
        await engagement.updateList(context(request), owner(request), request.params.id, {
          name,
          isDefault: is_default,
        });
        return listOf(request, request.params.id);
      },
    );

    signedIn.delete(
      '/wishlists/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a list; when it was the default, the newest list left takes over',
          params,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await engagement.deleteList(context(request), owner(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    signedIn.post(
      '/wishlists/:id/empty',
      {
        schema: {
          tags,
          security,
          summary: 'Clears a list’s products; the list stays',
          params,
          response: { 200: wishlistJson, ...errors },
        },
      },
      async (request) => {
        await engagement.emptyList(context(request), owner(request), request.params.id);
        return listOf(request, request.params.id);
      },
    );

    signedIn.delete(
      '/wishlists/:id/wished_products/:wish',
      {
        schema: {
          tags,
          security,
          summary: 'Takes one product off a list',
          params: z.object({ id: idParam, wish: idParam }),
          response: { 200: wishlistJson, ...errors },
        },
      },
      async (request) => {
        const { id, wish } = request.params;
        await checkWish(request, id, wish);
        await engagement.deleteWish(context(request), owner(request), wish);
        return listOf(request, id);
      },
    );

    signedIn.post(
      '/wishlists/:id/wished_products/:wish/move',
      {
        schema: {
          tags,
          security,
          summary: 'Moves a product to the top of another of the shopper’s lists',
          params: z.object({ id: idParam, wish: idParam }),
          body: z.object({ wishlist_id: listId }).strict(),
          response: { 200: z.object({ wishlists: z.array(wishlistJson) }), ...errors },
        },
      },
      async (request) => {
        const { id, wish } = request.params;
        await checkWish(request, id, wish);
        await engagement.moveWish(context(request), owner(request), wish, request.body.wishlist_id);
        return { wishlists: await engagement.wishlistsView(context(request), owner(request)) };
      },
    );

    signedIn.post(
      '/wishlists/:id/to_cart',
      {
        schema: {
          tags,
          security,
          summary:
            'Wish to cart: one product (`wished_product_id`) or the whole list goes into the ' +
            'shopper’s cart, one unit each. What cannot go in is listed with the reason; the rest ' +
            'goes in. The list keeps its products.',
          params,
          body: z
            .object({
              wished_product_id: listId.optional(),
              age_confirmed: z
                .boolean()
                .optional()
                .describe('The buyer confirms being 21 or older (needed for spirits)'),
            })
            .strict(),
          response: {
            200: z.object({
              added: z.array(z.number().int()).describe('Variant ids that went in'),
              refused: z.array(
                z.object({
                  variant_id: z.number().int(),
                  name: z.string(),
                  error: z.string().describe('Message key of the cart’s refusal'),
                }),
              ),
              order_number: z.string().nullable(),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const { wished_product_id, age_confirmed } = request.body;
        const result = await engagement.wishesToCart(
          context(request),
          owner(request),
          owner(request),
          {
            listId: request.params.id,
            wishId: wished_product_id,
            ageConfirmed: age_confirmed === true,
          },
        );
        return {
          added: result.added,
          refused: result.refused.map(({ variant_id, name, error }) => ({
            variant_id,
            name,
            error,
          })),
          order_number: result.orderNumber,
        };
      },
    );

    signedIn.post(
      '/wishlists/:id/share',
      {
        schema: {
          tags,
          security,
          summary: 'Shares a list read-only: answers the token of its link (the same while shared)',
          params,
          response: { 200: z.object({ share_token: z.string() }), ...errors },
        },
      },
      async (request) => ({
        share_token: await engagement.shareList(
          context(request),
          owner(request),
          request.params.id,
        ),
      }),
    );

    signedIn.delete(
      '/wishlists/:id/share',
      {
        schema: {
          tags,
          security,
          summary: 'Stops sharing: the old link opens nothing any more',
          params,
          response: { 204: z.null().describe('No longer shared'), ...errors },
        },
      },
      async (request, reply) => {
        await engagement.stopSharing(context(request), owner(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
  await app.register(signedInRoutes);
};
