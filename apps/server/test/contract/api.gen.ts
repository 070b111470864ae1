// Generated from /api/docs/json by `npm run api:types`: do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers and the process is not shutting down
         * @description Answers within 2 s, and at once (503) once shutdown has begun, when `database` is the last check's outcome. `waiting` is how many requests wait for a database connection now; `refused` how many gave up waiting (and were answered 503) since the process started.
         */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/site_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the storefront needs once per visit */
        get: operations["getSiteData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/taxons/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every category as a flat list, parents first */
        get: operations["getTaxonsAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/taxons/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The category tree */
        get: operations["getTaxonsTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search and filter products, with facet counts on request
         * @description The default filter (selling price above 1, in stock, available now, with a picture) always applies; availability=all adds sold-out products after the ones in stock. New arrivals: sort=date_desc&per_page=40; sale: on_sale=true&sort=sale_desc.
         */
        get: operations["getSearchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggestions as the shopper types (categories, brands, keywords, products) */
        get: operations["getSearchSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search/airports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Airports for a type-ahead: by IATA or ICAO code, name, city or country
         * @description Latin or Cyrillic alike ("Чингис" and "chinggis" find ULN and UBN); each word of `q` starts a word of the airport. A code typed whole comes first, then Mongolia’s airports. At most 40 (spec §7); Mongolia’s airports are named in Mongolian for `mn`.
         */
        get: operations["getSearchAirports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brands by name, paged (per_page=999 for all) */
        get: operations["getBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/brands/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One brand by its code */
        get: operations["getBrandsByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores selling on the marketplace, paged */
        get: operations["getVendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vendors/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One store with a page of its products, newest first */
        get: operations["getVendorsByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/products/{slugOrId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its variants, category path, brand, store and availability */
        get: operations["getProductsBySlugOrId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/products/{slugOrId}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Related products (same category, 30) and other models (same SKU series) */
        get: operations["getProductsBySlugOrIdRelated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/products/0/variants/{id}/stock_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock of a variant in each store location, with its availability label */
        get: operations["getProducts0VariantsByIdStockItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/products/{slugOrId}/nutrition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nutrition facts per 100 g of a food product (404 for other products) */
        get: operations["getProductsBySlugOrIdNutrition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shared_wishlists/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shared wish list, read-only: its name and products, nothing of its owner */
        get: operations["getSharedWishlistsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper’s wish lists, the newest first, each with its products top first */
        get: operations["getWishlists"];
        put?: never;
        /** Starts a list, placed first (at most 20) */
        post: operations["postWishlists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/wished_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wished variant ids (and their products): what every heart shows */
        get: operations["getWishlistsWishedProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/add_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wishes a variant: to the top of `wishlist_id`, or of the default list (started when there is none). Without a list, a variant wished already stays where it is. */
        post: operations["postWishlistsAddId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/remove_id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes a variant off every list of the shopper (nothing when it was not wished) */
        post: operations["postWishlistsRemoveId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the shopper’s lists */
        get: operations["getWishlistsById"];
        /** Renames a list, or makes it the one hearts go to */
        put: operations["putWishlistsById"];
        post?: never;
        /** Deletes a list; when it was the default, the newest list left takes over */
        delete: operations["deleteWishlistsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/{id}/empty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clears a list’s products; the list stays */
        post: operations["postWishlistsByIdEmpty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/{id}/wished_products/{wish}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes one product off a list */
        delete: operations["deleteWishlistsByIdWishedProductsByWish"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/{id}/wished_products/{wish}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a product to the top of another of the shopper’s lists */
        post: operations["postWishlistsByIdWishedProductsByWishMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/{id}/to_cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wish to cart: one product (`wished_product_id`) or the whole list goes into the shopper’s cart, one unit each. What cannot go in is listed with the reason; the rest goes in. The list keeps its products. */
        post: operations["postWishlistsByIdToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/wishlists/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shares a list read-only: answers the token of its link (the same while shared) */
        post: operations["postWishlistsByIdShare"];
        /** Stops sharing: the old link opens nothing any more */
        delete: operations["deleteWishlistsByIdShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/products/{slugOrId}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the product’s reviews, with the stars’ histogram */
        get: operations["getProductsBySlugOrIdReviews"];
        put?: never;
        /**
         * Writes the shopper’s review of the product, or changes it (one each)
         * @description multipart/form-data: `rating` (1 to 5), `comment` (text, at most 4000 characters), and up to 5 pictures as `images[][file]` with their captions as `images[][name]` (in the same order). Each picture at most 8 MB; its bytes must be a JPEG, PNG, WebP, GIF, AVIF or HEIC picture. New pictures replace the review’s; none keeps them. A JSON body `{ rating, comment }` works too.
         */
        post: operations["postProductsBySlugOrIdReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the shopper’s own review and its pictures */
        delete: operations["deleteReviewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/products/{slugOrId}/price_opinions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How shoppers judge the price (high, fair, low), and the reader’s own */
        get: operations["getProductsBySlugOrIdPriceOpinions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/products/{slugOrId}/price_opinion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Says the price is high, fair or low (one opinion each, changeable) */
        put: operations["putProductsBySlugOrIdPriceOpinion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/reviews/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A review’s comments and replies, oldest first */
        get: operations["getReviewsByIdComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comments on a review (`review_id`) or answers a comment (`reply_id`) */
        post: operations["postComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the shopper’s own comment, and the replies under it */
        delete: operations["deleteCommentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/comments/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rates a comment 1 to 5 (rating again changes it) */
        put: operations["putCommentsByIdReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vendors/{code}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the vendor’s reviews, newest first, with the average */
        get: operations["getVendorsByCodeReviews"];
        put?: never;
        /** Writes the shopper’s review of the vendor, or changes it (one each) */
        post: operations["postVendorsByCodeReviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/vendors/{code}/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the shopper’s own review of the vendor */
        delete: operations["deleteVendorsByCodeReviewsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper’s bookmarks (articles and products), newest first */
        get: operations["getBookmarks"];
        put?: never;
        /**
         * The bookmark toggle: adds it when absent, else removes it
         * @description `type` is `article` (the default) or `product`.
         */
        post: operations["postBookmarks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper’s quotes, newest first ("My quotes") */
        get: operations["getQuotes"];
        put?: never;
        /**
         * Asks the shop for a price
         * @description For a product (`product_id`, `variant_id`, or both) or described in `description`; `quantity` 1-99; `needed_by` today or later; the shopper’s own `phone` or `email` (at least one) for the answer. Too many requests from one shopper, 429.
         */
        post: operations["postQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the shopper’s quotes */
        get: operations["getQuotesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/quotes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes an answered quote into the shopper’s cart at the quoted price
         * @description The line holds the quoted price until `valid_until` (then the usual price), for at most the quoted quantity. Expired: 409 `error.quote_expired`; not answered, declined or already taken: 409 `error.quote_not_open`; a spirit needs `age_confirmed`.
         */
        post: operations["postQuotesByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every author, most written first */
        get: operations["getAuthors"];
        put?: never;
        /**
         * Makes an account an author (the website admin)
         * @description Gives the account the author role (staff keep theirs) and the name readers see: `name`, else the account’s own. Again changes the name and bio.
         */
        post: operations["postAuthors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authors/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One author with a page of their published articles, newest first */
        get: operations["getAuthorsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authors/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follows an author (again changes nothing) */
        put: operations["putAuthorsByIdFollow"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/authors/{id}/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Stops following an author (again changes nothing) */
        put: operations["putAuthorsByIdUnfollow"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the shop’s own pages by its slug (about, delivery, payment, returns, …) */
        get: operations["getPagesBySlug"];
        /**
         * Changes one of the pages as a whole (its writer, or the website admin)
         * @description `texts` holds the words per language (`mn`, `en`, `ru`, `cn`, `it`; at least one), each with `title` (≤ 200), `summary` (≤ 500) and `body_html`: HTML cleaned on the server by an allow-list before it is stored (paragraphs, headings, lists, quotes, links, the shop’s own pictures from `upload_image`; scripts, styles, event handlers and other sites’ pictures are dropped). `status: published` shows it at `publish_at` (absent: now; later: scheduled). `slug` is made from the title when absent. Articles: an author or the website admin; news and pages: the website admin.
         */
        put: operations["putPagesBySlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Articles, newest first, 12 a page, of one tag if asked
         * @description `q` searches titles, summaries and bodies in every language they are written in: Cyrillic or Latin letters, ө/о and ү/у alike, by word beginnings, forgiving a typo.
         */
        get: operations["getArticles"];
        put?: never;
        /**
         * Writes a new one of the articles
         * @description `texts` holds the words per language (`mn`, `en`, `ru`, `cn`, `it`; at least one), each with `title` (≤ 200), `summary` (≤ 500) and `body_html`: HTML cleaned on the server by an allow-list before it is stored (paragraphs, headings, lists, quotes, links, the shop’s own pictures from `upload_image`; scripts, styles, event handlers and other sites’ pictures are dropped). `status: published` shows it at `publish_at` (absent: now; later: scheduled). `slug` is made from the title when absent. Articles: an author or the website admin; news and pages: the website admin.
         */
        post: operations["postArticles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tags of articles, most used first */
        get: operations["getArticlesTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/tag_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tag’s name and the words of its page */
        get: operations["getArticlesTagInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the articles by its slug (a draft or a scheduled one is a 404) */
        get: operations["getArticlesBySlug"];
        /**
         * Changes one of the articles as a whole (its writer, or the website admin)
         * @description `texts` holds the words per language (`mn`, `en`, `ru`, `cn`, `it`; at least one), each with `title` (≤ 200), `summary` (≤ 500) and `body_html`: HTML cleaned on the server by an allow-list before it is stored (paragraphs, headings, lists, quotes, links, the shop’s own pictures from `upload_image`; scripts, styles, event handlers and other sites’ pictures are dropped). `status: published` shows it at `publish_at` (absent: now; later: scheduled). `slug` is made from the title when absent. Articles: an author or the website admin; news and pages: the website admin.
         */
        put: operations["putArticlesBySlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News, newest first, 12 a page, of one tag if asked
         * @description `q` searches titles, summaries and bodies in every language they are written in: Cyrillic or Latin letters, ө/о and ү/у alike, by word beginnings, forgiving a typo.
         */
        get: operations["getNews"];
        put?: never;
        /**
         * Writes a new one of the news
         * @description `texts` holds the words per language (`mn`, `en`, `ru`, `cn`, `it`; at least one), each with `title` (≤ 200), `summary` (≤ 500) and `body_html`: HTML cleaned on the server by an allow-list before it is stored (paragraphs, headings, lists, quotes, links, the shop’s own pictures from `upload_image`; scripts, styles, event handlers and other sites’ pictures are dropped). `status: published` shows it at `publish_at` (absent: now; later: scheduled). `slug` is made from the title when absent. Articles: an author or the website admin; news and pages: the website admin.
         */
        post: operations["postNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/news/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tags of news, most used first */
        get: operations["getNewsTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/news/tag_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tag’s name and the words of its page */
        get: operations["getNewsTagInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/news/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the news by its slug (a draft or a scheduled one is a 404) */
        get: operations["getNewsBySlug"];
        /**
         * Changes one of the news as a whole (its writer, or the website admin)
         * @description `texts` holds the words per language (`mn`, `en`, `ru`, `cn`, `it`; at least one), each with `title` (≤ 200), `summary` (≤ 500) and `body_html`: HTML cleaned on the server by an allow-list before it is stored (paragraphs, headings, lists, quotes, links, the shop’s own pictures from `upload_image`; scripts, styles, event handlers and other sites’ pictures are dropped). `status: published` shows it at `publish_at` (absent: now; later: scheduled). `slug` is made from the title when absent. Articles: an author or the website admin; news and pages: the website admin.
         */
        put: operations["putNewsBySlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in author’s own articles, drafts and published, last changed first */
        get: operations["getArticlesMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/upload_image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a picture for an article; answers where it is served
         * @description multipart/form-data with one file `image` (at most 8 MB; JPEG, PNG, WebP, GIF, AVIF or HEIF, decided by its bytes). It is turned upright, re-encoded as WebP in two sizes and stripped of EXIF; `url` is the large one, `small` a square thumbnail. Authors and the website admin only.
         */
        post: operations["postArticlesUploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/{slug}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the articles as its writer edits it, whatever its status
         * @description Every language’s words and the publish time, for the editor. Only for its writer or the website admin (403 for others).
         */
        get: operations["getArticlesBySlugEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/news/{slug}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the news as its writer edits it, whatever its status
         * @description Every language’s words and the publish time, for the editor. Only for its writer or the website admin (403 for others).
         */
        get: operations["getNewsBySlugEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes a new one of the pages
         * @description `texts` holds the words per language (`mn`, `en`, `ru`, `cn`, `it`; at least one), each with `title` (≤ 200), `summary` (≤ 500) and `body_html`: HTML cleaned on the server by an allow-list before it is stored (paragraphs, headings, lists, quotes, links, the shop’s own pictures from `upload_image`; scripts, styles, event handlers and other sites’ pictures are dropped). `status: published` shows it at `publish_at` (absent: now; later: scheduled). `slug` is made from the title when absent. Articles: an author or the website admin; news and pages: the website admin.
         */
        post: operations["postPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/pages/{slug}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the pages as its writer edits it, whatever its status
         * @description Every language’s words and the publish time, for the editor. Only for its writer or the website admin (403 for others).
         */
        get: operations["getPagesBySlugEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/articles/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The comments on one of the articles and their replies, oldest first */
        get: operations["getArticlesBySlugComments"];
        put?: never;
        /**
         * Comments on one of the articles, or replies to a comment (`reply_id`)
         * @description `comment`: at most 2000 characters.
         */
        post: operations["postArticlesBySlugComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/news/{slug}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The comments on one of the news and their replies, oldest first */
        get: operations["getNewsBySlugComments"];
        put?: never;
        /**
         * Comments on one of the news, or replies to a comment (`reply_id`)
         * @description `comment`: at most 2000 characters.
         */
        post: operations["postNewsBySlugComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/article_comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes the reader’s own comment on an article or news, and its replies */
        delete: operations["deleteArticleCommentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/look_books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published look books, in the shop’s order */
        get: operations["getLookBooks"];
        /**
         * Writes a look book, or replaces the one with its slug (the website admin)
         * @description Mongolian `title` and `description`, other languages in `translations`; `picture` under /media/; 1 to 6 `spots`, each a product at (`x`, `y`) per cent of the picture.
         */
        put: operations["putLookBooks"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/look_books/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One look book with its hotspots */
        get: operations["getLookBooksBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper’s notifications, newest first (at most 100) */
        get: operations["getNotifications"];
        put?: never;
        /**
         * Sends a notification to every shopper or to one (the website admin)
         * @description Mongolian `title` and `body`, other languages in `translations`; `level` info, promo or warning; `url` a path in the shop; shown from `starts_at` (absent: now) until `ends_at`; `user_id` for one shopper, else everyone (and the bar above the header).
         */
        post: operations["postNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks one notification read (again changes nothing) */
        put: operations["putNotificationsByIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/notifications/read_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Marks every notification read */
        put: operations["putNotificationsReadAll"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/roulette": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The roulette games, the shopper’s chances in each, and the prizes they have won
         * @description Chances come from paid orders of at least `min_order_total` (counted when asked) and from receipt numbers (`number` when spinning).
         */
        get: operations["getRoulette"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/promotions/lucky_wheel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Spins the lucky wheel: spends a chance and draws a prize
         * @description The prize is drawn among those left at the chance’s location, each as likely as its share of the stock, with cryptographic randomness. With none left it is a 409 `error.roulette_sold_out`, and the chance is kept. No chance: 409 `error.roulette_no_chance`; a used number 409, an unknown one 404 (wrong numbers count as code guesses: 429 past the limit).
         */
        put: operations["putPromotionsLuckyWheel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/promotions/jackpot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Plays the jackpot: spends a chance; a win pays the pot as a voucher
         * @description One spin in the admin’s odds wins the pot; a losing spin adds its step to it.
         */
        put: operations["putPromotionsJackpot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotions running now, the soonest to end first */
        get: operations["getPromotions"];
        /** Writes a promotion, or replaces the one with its slug (the website admin) */
        put: operations["putPromotions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/promotions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promotion, running or not (`state` says which) */
        get: operations["getPromotionsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The openings taking applications */
        get: operations["getJobs"];
        /** Writes an opening, or replaces the one with its slug (the website admin) */
        put: operations["putJobs"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/jobs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One opening (a closed one is a 404) */
        get: operations["getJobsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/jobs/{slug}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies for an opening, with a CV
         * @description multipart/form-data: `name`, `phone` or `email` (at least one), `message` (at most 2000 characters) and one file `cv`: a PDF, or a photo of one (JPEG, PNG, WebP, HEIF), at most 8 MB, its bytes deciding what it is. No account needed.
         */
        post: operations["postJobsBySlugApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product badge */
        get: operations["getBadges"];
        /**
         * Writes a badge, or changes the one with its code (the website admin)
         * @description Mongolian `name`, other languages in `translations`; `color` as #rrggbb; `group` a badge group’s code.
         */
        put: operations["putBadges"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/badges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product badge */
        get: operations["getBadgesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/badge_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The badge groups, each with its badges */
        get: operations["getBadgeGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/badge_groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One badge group with its badges */
        get: operations["getBadgeGroupsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks to subscribe an e-mail address: a link to confirm is e-mailed to it
         * @description The same answer whether the address was on the list or not. A bad address is refused with the spec’s subscription e-mail error; too many asks from one address or IP, 429.
         */
        post: operations["postSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/subscribe/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a subscription with the token of the e-mailed link */
        post: operations["postSubscribeConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/subscribe/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribes with the token of the link in the e-mail */
        post: operations["postSubscribeUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/contact_forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the shop (the sender’s own e-mail or phone is required) */
        post: operations["postContactForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tokens for a password (e-mail or phone) or a refresh token
         * @description JSON or application/x-www-form-urlencoded. A refresh token works once: the answer carries the next one. Wrong credentials are 401 whether or not the account exists.
         */
        post: operations["postOauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the session of an access or refresh token
         * @description Answers 200 whether or not the token was live (RFC 7009).
         */
        post: operations["postOauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mcs_auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a sign-in (or password reset) code to an e-mail or phone
         * @description The answer is the same whether or not an account exists; a sign-in code makes the account when it comes back to /mcs_auth/verify.
         */
        post: operations["postMcsAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mcs_auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in (or completes a sign-up) with the code that was sent */
        post: operations["postMcsAuthVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mcs_auth/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a code without using it up (counts as a try) */
        post: operations["postMcsAuthCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mcs_auth/sign_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers with a password: a code goes to the e-mail or phone
         * @description Complete it with /mcs_auth/verify.
         */
        post: operations["postMcsAuthSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/mcs_auth/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with a reset code; ends every session and signs in */
        post: operations["postMcsAuthReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: operations["getUsersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/update_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Updates the person: names, gender, date of birth, occupation */
        post: operations["postUsersUpdateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/update_avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a profile picture (multipart/form-data, file field `avatar`)
         * @description JPEG, PNG, WebP, GIF, AVIF or HEIC up to 5 MB; stored as a 256 px square WebP.
         */
        post: operations["postUsersUpdateAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/link_device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Links a push-notification device (player id) to the account */
        post: operations["postUsersLinkDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/change_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the password; every other session ends
         * @description current_password may be left out when the account has no password yet.
         */
        post: operations["postUsersChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a code to a new e-mail address
         * @description The current one stays until /users/email/confirm takes the code.
         */
        post: operations["postUsersEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the new e-mail address with its code */
        post: operations["postUsersEmailConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a code to a new mobile number
         * @description The current one stays until /users/phone/confirm takes the code.
         */
        post: operations["postUsersPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/phone/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms the new mobile number with its code */
        post: operations["postUsersPhoneConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the account is signed in (live sessions) */
        get: operations["getUsersSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Ends one of the account’s sessions (signs that device out) */
        delete: operations["deleteUsersSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session of this access token */
        post: operations["postUsersLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address book, the default first */
        get: operations["getUsersAddresses"];
        put?: never;
        /** Adds an address (at most 20); the first becomes the default */
        post: operations["postUsersAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One address */
        get: operations["getUsersAddressesById"];
        /** Replaces an address */
        put: operations["putUsersAddressesById"];
        post?: never;
        /** Removes an address; the oldest other one becomes the default if needed */
        delete: operations["deleteUsersAddressesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation the shopper buys for; null when none */
        get: operations["getUsersOrganisation"];
        /** Saves the organisation (name in Cyrillic, 7-digit registry number) */
        put: operations["putUsersOrganisation"];
        post?: never;
        /** Removes the organisation */
        delete: operations["deleteUsersOrganisation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper’s saved cards (never a number or token) */
        get: operations["getUsersCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/all_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shopper’s saved cards (never a number or token) */
        get: operations["getUsersAllCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/register_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves a card: start with `return_url`, finish with the `registration_id` it brings back
         * @description Starting answers the gateway’s page where the shopper enters the card; the gateway sends the browser back to `return_url?registration_id=…`. Finishing asks the gateway and answers the saved card (null when the shopper did not save one).
         */
        put: operations["putUsersRegisterCard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/remove_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a saved card (the gateway forgets it too) */
        delete: operations["deleteUsersRemoveCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wallet: store credit by kind and loyalty points */
        get: operations["getUsersWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/store_credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet’s entries, newest first (`before`: the last id of the page shown)
         * @description Spec §4: keep asking while the last page was not empty.
         */
        get: operations["getUsersStoreCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/wallet/recharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharges the wallet by card (the gateway’s page) or QR (an invoice) */
        post: operations["postUsersWalletRecharges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/wallet/recharges/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recharge’s state (a QR invoice is asked about first) */
        get: operations["getUsersWalletRechargesByNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/wallet/gift_cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Loads what is left on a gift card into the wallet (covers 100% of a price) */
        post: operations["postUsersWalletGiftCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vouchers given to the shopper, usable ones first */
        get: operations["getUsersVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coupons the shopper can use: the shop’s running ones and their own */
        get: operations["getCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One coupon; another shopper’s is a 404 ("no coupon found") */
        get: operations["getCouponsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/coupons/{id}/send_by_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the coupon to the shopper’s own e-mail */
        post: operations["postCouponsByIdSendByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/erp_loyalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Merchant loyalty points: the balance and how they were earned
         * @description Paid orders earn 1 point per 100 ₮ paid from outside the shop (docs/PAYMENTS.md).
         */
        get: operations["getOrdersErpLoyalty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/horeca/amenity_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What rooms may offer (wi-fi, breakfast, airport transfer...), in the shop’s order */
        get: operations["getHorecaAmenityList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/horeca/hotels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hotels and ger camps, each with its cheapest night rate */
        get: operations["getHorecaHotels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/horeca/hotel_rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Room types free for a whole stay and taking its guests, cheapest stay first
         * @description A stay is `check_in` and `check_out` (YYYY-MM-DD, Ulaanbaatar time; not in the past, within 365 days, at most 30 nights) and 1 to 12 `guests`; anything else is a 400 with `errors` per field. Each offer has the rooms left and the stay’s price night by night.
         */
        get: operations["getHorecaHotelRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/horeca/hotel_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hotel by slug or id with its room types; with a stay, their rooms left and price
         * @description A stay is `check_in` and `check_out` (YYYY-MM-DD, Ulaanbaatar time; not in the past, within 365 days, at most 30 nights) and 1 to 12 `guests`; anything else is a 400 with `errors` per field. Without a stay, `rooms_left` and `price` are null; with one, `price` is null for a room type with none left or too small for the guests. An unknown hotel is a 404.
         */
        get: operations["getHorecaHotelDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/horeca/calculate_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a room type costs for a stay, night by night
         * @description A stay is `check_in` and `check_out` (YYYY-MM-DD, Ulaanbaatar time; not in the past, within 365 days, at most 30 nights) and 1 to 12 `guests`; anything else is a 400 with `errors` per field. More guests than the room takes is a 400; an unknown room type a 404.
         */
        post: operations["postHorecaCalculatePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tours, each with its price per seat */
        get: operations["getTours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/tours/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tour by slug or id, with its coming departures and the seats left on each
         * @description Departures soonest first; an unknown tour is a 404.
         */
        get: operations["getToursBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/e_tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in shopper’s e-tickets: coming ones soonest first, then past ones
         * @description One for each paid stay (its lead guest) and one for each passenger of a paid tour. The `code` is what its QR code holds.
         */
        get: operations["getUsersETickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/line_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a variant to the cart; number 0 uses (or starts) the asker’s cart
         * @description The same variant with the same options and gift mark adds to its line. A new cart answers its `token` once: keep it and send it as `order_token` or X-Spree-Order-Token. Spirits (21+) need `age_confirmed: true`, the answer of the app’s own age gate.
         */
        post: operations["postOrdersByNumberLineItems"];
        /** Empties the cart and forgets its checkout (coupon, gift cards, wallet amount) */
        delete: operations["deleteOrdersByNumberLineItems"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/line_items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a line item; a line that is gone is a 404 */
        delete: operations["deleteOrdersByNumberLineItemsById"];
        options?: never;
        head?: never;
        /**
         * Sets a line item’s quantity (0 removes it), or changes one product in a package
         * @description Send one of: `quantity`; for a package line `package` (one product: `qty` 0 or less takes it out, no `qty` adds one more, `cv` merges its custom values) or `custom_values` (one product’s custom values, its quantity unchanged). A line that is gone is a 404.
         */
        patch: operations["patchOrdersByNumberLineItemsById"];
        trace?: never;
    };
    "/api/v2/orders/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The asker’s cart; 204 when there is none (a placed order is no cart) */
        get: operations["getOrdersCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper’s placed orders, newest first */
        get: operations["getOrdersMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order for its owner (account or order token) with its recorded transitions
         * @description Anyone else gets the same 404 as for a number that does not exist.
         */
        get: operations["getOrdersByNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels the shopper’s order while unpaid, or paid but not yet being prepared
         * @description Stock, the coupon, gift cards, voucher and wallet credit come back. Money paid goes back to the wallet at once (`refund_to: wallet`, signed-in shoppers) or the way it came (`original`: within 48 hours, 3 to 5 days for cards); cashback already spent is kept from it.
         */
        post: operations["postOrdersByNumberCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a hotel stay or a tour’s seats in the cart; number 0 uses (or starts) one
         * @description `kind: stay` books a room type for a stay (its dates and guests as `hotel_rooms` checks them) under a lead guest’s name; `kind: tour` takes one seat of a departure per passenger. Refused with 409 when no room or seat is left now; nothing is held until the order is placed. A new cart answers its `token` once, as for line items.
         */
        post: operations["postOrdersByNumberBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes a stay or a tour out of the cart; one that is gone is a 404 */
        delete: operations["deleteOrdersByNumberBookingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkouts/payment_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment methods for the asker’s cart, with the wallet and saved cards */
        get: operations["getCheckoutsPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkouts/{number}/coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a coupon (or a 4-digit promo code) on the cart */
        post: operations["postCheckoutsByNumberCoupon"];
        /** Takes the coupon off the cart */
        delete: operations["deleteCheckoutsByNumberCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkouts/{number}/tenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The gift cards, voucher and wallet amount chosen for the cart, and what is left */
        get: operations["getCheckoutsByNumberTenders"];
        put?: never;
        /**
         * Pays part of the cart with a gift card, a voucher or the wallet (store credit)
         * @description Checked against the cart now and again, under locks, when the order is placed. The wallet needs a signed-in shopper and an order over 20,000 ₮; cashback credit pays at most half the price (spec §9). A refusal names the most the wallet may pay.
         */
        post: operations["postCheckoutsByNumberTenders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkouts/{number}/tenders/{kind}/{source_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes a gift card, the voucher or the wallet amount off the cart */
        delete: operations["deleteCheckoutsByNumberTendersByKindBySourceId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkouts/{number}/most_in_app": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Pays a placed order from the shopper’s Most wallet app (in-app payment)
         * @description The app hands over the customer token and the transaction token. Sending the same transaction token again answers the same payment and never charges twice. 503: the wallet service did not answer; send the same tokens again.
         */
        put: operations["putCheckoutsByNumberMostInApp"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/payments/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts paying the order by card on the gateway’s page
         * @description Answers the page to send the shopper to; the card number never reaches the shop. For a lease it pays the down payment.
         */
        post: operations["postOrdersByNumberPaymentsCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/payments/saved_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays the order with one of the shopper’s saved cards */
        post: operations["postOrdersByNumberPaymentsSavedCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/payments/qpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The QR invoice for what can be paid on the order now (one open at a time) */
        post: operations["postOrdersByNumberPaymentsQpay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A QR payment’s state, after asking the QR service (poll this while it shows) */
        get: operations["getOrdersByNumberPaymentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/orders/{number}/check_lend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s lease: down payment, application and the lender’s decision
         * @description Spec §4: the application is sent only after the down payment is paid in full. An application still waiting is asked about here too.
         */
        get: operations["getOrdersByNumberCheckLend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkouts/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Saves checkout steps: contact, buyer, delivery address or pickup, payment
         * @description Steps may come in any order and again; completing checks the whole. An address the shop does not deliver to is a 409 asking to choose the location again.
         */
        patch: operations["patchCheckoutsByNumber"];
        trace?: never;
    };
    "/api/v2/checkouts/{number}/delivery_rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery options and prices for the cart’s address */
        get: operations["getCheckoutsByNumberDeliveryRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/checkouts/{number}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places the order: prices re-checked, stock reserved, totals frozen
         * @description Sending it again (a double click, a retry with the same Idempotency-Key) answers the same order with `placed_now: false`. A key already used for another order is a 409.
         */
        post: operations["postCheckoutsByNumberComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quotes, newest first (at most 100), of one state if asked */
        get: operations["getBackOfficeQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answers a quote with a price, or declines it; the shopper is told
         * @description `decision: price`: `unit_price` (₮ a piece) holding until `valid_until` (at most 90 days on), for `variant_id` (the one asked about when absent; a request in words needs one). `decision: decline`: `note` says why. A quote can be answered again until the shopper takes it (then 409). The shopper hears the answer by e-mail, or by SMS when they gave only a phone.
         */
        put: operations["putBackOfficeQuotesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/e_tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * E-tickets, latest start first, 30 a page
         * @description `q` finds a code (or part of one), a holder’s name or an order number.
         */
        get: operations["getBackOfficeETickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/e_tickets/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scan log, newest first, 50 a page
         * @description Every scan that used an e-ticket or a coupon, and every one that found it used. `date` is a day in the shop’s time (Ulaanbaatar), `staff_id` one staff member.
         */
        get: operations["getBackOfficeETicketsScans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/e_tickets/{id}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an e-ticket is, and whether it can be used now */
        get: operations["getBackOfficeETicketsByIdUse"];
        /**
         * Uses an e-ticket: once, whichever scanner is first
         * @description A ticket used already is a 409 that says who used it, where and when; that scan is kept in the log too.
         */
        put: operations["putBackOfficeETicketsByIdUse"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/coupons/{id}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a coupon is (its terms, its owner, uses left), and whether the counter can use it */
        get: operations["getBackOfficeCouponsByIdUse"];
        /**
         * Takes one use of a coupon at the counter
         * @description One of its counted uses (its usage limit, and its owner’s limit when it is someone’s own); never past them, however many scanners race. A coupon for everyone without a usage limit cannot be used at the counter (409). A used-up one is a 409 that says who used it last, where and when.
         */
        put: operations["putBackOfficeCouponsByIdUse"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hides a product review (or shows it again)
         * @description A hidden review shows to its author only and leaves the product’s average and count.
         */
        put: operations["putBackOfficeReviewsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hides a comment (or shows it again); a hidden one shows to its author only */
        put: operations["putBackOfficeCommentsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/article_comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Hides a comment on an article or news (or shows it again)
         * @description A hidden comment, and the replies under it, show to their writers only.
         */
        put: operations["putBackOfficeArticleCommentsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/job_applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Applications for the shop’s openings, newest first */
        get: operations["getBackOfficeJobApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/job_applications/{id}/cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An application’s CV, to download (PDF, or a picture as WebP) */
        get: operations["getBackOfficeJobApplicationsByIdCv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member */
        get: operations["getBackOfficeUsersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/orders/{number}/bank_transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a bank transfer that arrived for an order (its number was the reference)
         * @description Without `amount`, what the order still owes. The bank’s reference makes recording the same transfer twice answer the same payment. The order becomes paid once covered.
         */
        post: operations["postBackOfficeOrdersByNumberBankTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/orders/{number}/fulfilment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a paid order one fulfilment step on
         * @description Steps: `confirm` or `decline` (not confirmed; `reason` required) a paid order, `ready` (ready to deliver; for pickup, ready at the store), `ship` (delivery only; `note` required: the courier or tracking reference), `deliver` (a shipped order delivered; a pickup order handed over), `complete`. A step from the wrong state is a 409 `error.transition_refused`. The buyer is told by SMS or e-mail when the order ships, is delivered or is ready for pickup.
         */
        post: operations["postBackOfficeOrdersByNumberFulfilment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/orders/{number}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a paid order that will not be delivered, and refunds it
         * @description From paid, not confirmed, confirmed or ready to deliver; once shipped it is a 409 (a return is the way). Stock, coupon, gift cards, voucher and wallet amounts come back; the money goes to the wallet (`refund_to: wallet`) or back the way it was paid.
         */
        post: operations["postBackOfficeOrdersByNumberCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/orders/{number}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Takes back a shipped or delivered order and refunds it
         * @description Every line’s stock comes back except the lines in `write_off_line_ids` (damaged or perished). The money goes to the shopper’s wallet at once (`refund_to: wallet`, signed-up shoppers only) or back the way it was paid (`original`; a provider that fails is retried by the background job). Coupon, gift cards, voucher and wallet amounts used come back; rewards the order earned are taken back.
         */
        post: operations["postBackOfficeOrdersByNumberReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/back_office/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gives a shopper a voucher (a fresh code; it shows on their Vouchers page)
         * @description Who gave it is kept. The same `reference` again answers the same voucher; with another shopper or amount it is a 409.
         */
        post: operations["postBackOfficeVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roulette locations, by name or address (`q`), 25 a page */
        get: operations["getTmpRouletteLocations"];
        put?: never;
        /** Adds a location (a store, a stand, the online shop); names are unique */
        post: operations["postTmpRouletteLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a location with its stock and numbers; one played at is a 409 */
        delete: operations["deleteTmpRouletteLocationsById"];
        options?: never;
        head?: never;
        /** Changes a location */
        patch: operations["patchTmpRouletteLocationsById"];
        trace?: never;
    };
    "/api/tmp_roulette/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prizes (the spec’s products), by name (`q`) and game, 25 a page */
        get: operations["getTmpRouletteProducts"];
        put?: never;
        /** Adds a prize: a coupon (percent or ₮), a voucher (₮) or a product */
        post: operations["postTmpRouletteProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a prize nobody has won (else 409: switch it off) */
        delete: operations["deleteTmpRouletteProductsById"];
        options?: never;
        head?: never;
        /** Changes a prize; what winners already got keeps its terms */
        patch: operations["patchTmpRouletteProductsById"];
        trace?: never;
    };
    "/api/tmp_roulette/numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receipt numbers, newest first, by code (`q`), used or not, location */
        get: operations["getTmpRouletteNumbers"];
        put?: never;
        /**
         * Adds receipt numbers: the receipts’ own `codes`, or `count` fresh ones
         * @description All or none: a code already there is a 409 naming it.
         */
        post: operations["postTmpRouletteNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/numbers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an unused number (a used one is history: 409) */
        delete: operations["deleteTmpRouletteNumbersById"];
        options?: never;
        head?: never;
        /** Moves an unused number to another game or location (a used one: 409) */
        patch: operations["patchTmpRouletteNumbersById"];
        trace?: never;
    };
    "/api/tmp_roulette/stocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prize stock per location, by prize or location name (`q`) */
        get: operations["getTmpRouletteStocks"];
        put?: never;
        /** Sets how many of a prize a location has (again for the pair: replaces) */
        post: operations["postTmpRouletteStocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/stocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a stock row (the prize is no longer played there) */
        delete: operations["deleteTmpRouletteStocksById"];
        options?: never;
        head?: never;
        /** Changes a stock’s count */
        patch: operations["patchTmpRouletteStocksById"];
        trace?: never;
    };
    "/api/tmp_roulette/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The two games’ settings, the jackpot’s pot among them */
        get: operations["getTmpRouletteGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/games/{game}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes a game: on or off, what earns a chance, the jackpot’s terms
         * @description Setting `jackpot_seed` restarts the pot from it.
         */
        patch: operations["patchTmpRouletteGamesByGame"];
        trace?: never;
    };
    "/api/tmp_roulette/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Spins per day, by game, location and what they gave */
        get: operations["getTmpRouletteResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same results as a CSV file */
        get: operations["getTmpRouletteResultsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff members who may run the roulette admin, by name, e-mail or phone */
        get: operations["getTmpRouletteUsers"];
        put?: never;
        /**
         * Lets a staff member (phone or e-mail) run the roulette admin
         * @description Website admins always may. A shopper’s account is a 409: staff only.
         */
        post: operations["postTmpRouletteUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tmp_roulette/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes the roulette admin away from a staff member */
        delete: operations["deleteTmpRouletteUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        TaxonNodeInput: {
            id: number;
            parent_id: number | null;
            name: string;
            translation_en: string;
            permalink: string;
            depth: number;
            position: number;
            illustration: string | null;
            children: components["schemas"]["TaxonNodeInput"][];
        };
        MenuItemInput: {
            id: number;
            placement: string;
            title: string;
            url: string | null;
            children: components["schemas"]["MenuItemInput"][];
        };
        TaxonNode: {
            id: number;
            parent_id: number | null;
            name: string;
            translation_en: string;
            permalink: string;
            depth: number;
            position: number;
            illustration: string | null;
            children: components["schemas"]["TaxonNode"][];
        };
        MenuItem: {
            id: number;
            placement: string;
            title: string;
            url: string | null;
            children: components["schemas"]["MenuItem"][];
        };
        /** @description Every failed answer (spec §8) */
        ErrorBody: {
            error: string;
            errors?: {
                [key: string]: string[];
            };
            request_id: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description A malformed address or a value the shop cannot hold */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        database: boolean;
                        accepting: boolean;
                        waiting: number;
                        refused: number;
                    };
                };
            };
            /** @description A malformed address or a value the shop cannot hold */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        database: boolean;
                        accepting: boolean;
                        waiting: number;
                        refused: number;
                    };
                };
            };
        };
    };
    getSiteData: {
        parameters: {
            query?: {
                /** @description Judge notifications and presets at this moment (ISO date or date-time); default now */
                date?: string;
                /** @description Include the postal zones */
                load_zones?: "0" | "1" | "true" | "false";
                /** @description Include the store locations */
                load_store_locations?: "0" | "1" | "true" | "false";
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taxons: components["schemas"]["TaxonNode"][];
                        menus: components["schemas"]["MenuItem"][];
                        translation: {
                            [key: string]: string;
                        };
                        notifications: {
                            id: number;
                            title: string;
                            body: string;
                            level: string;
                            url: string | null;
                            starts_at: string;
                            ends_at: string | null;
                        }[];
                        configs: {
                            [key: string]: unknown;
                        };
                        badges: {
                            id: number;
                            code: string;
                            name: string;
                            color: string;
                        }[];
                        presets: {
                            id: number;
                            code: string;
                            kind: string;
                            title: string;
                            query: {
                                [key: string]: unknown;
                            };
                        }[];
                        zones: {
                            zipid: number;
                            zipcode: string;
                            name: string;
                            cat: number;
                            /** @enum {string} */
                            level: "city" | "district" | "quarter" | "address";
                            parent: string | null;
                        }[];
                        store_locations: {
                            id: number;
                            code: string;
                            name: string;
                            address: string;
                            phone: string;
                            lat: number;
                            lng: number;
                            opens_at: string;
                            closes_at: string;
                            pickup: boolean;
                            zipcode: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTaxonsAll: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taxons: {
                            id: number;
                            parent_id: number | null;
                            name: string;
                            translation_en: string;
                            permalink: string;
                            depth: number;
                            position: number;
                            illustration: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTaxonsTree: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        taxons: components["schemas"]["TaxonNode"][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getSearchProducts: {
        parameters: {
            query?: {
                /** @description Words, in Cyrillic or Latin letters; prefixes match */
                q?: string;
                /** @description Category ids or permalinks, comma-separated */
                taxon?: string;
                /** @description Brand codes, comma-separated */
                brand?: string;
                /** @description Vendor code */
                vendor?: string;
                price_min?: string;
                price_max?: string;
                size?: string;
                color?: string;
                availability?: "in_stock" | "all";
                on_sale?: "0" | "1" | "true" | "false";
                /** @description SKUs, comma-separated */
                sku?: string;
                /** @description A variant id: its product */
                vid?: string;
                sort?: "relevance" | "random" | "date_desc" | "date_asc" | "price_asc" | "price_desc" | "sale_desc" | "name_asc" | "name_desc" | "popularity";
                page?: string;
                per_page?: string;
                facets?: "0" | "1" | "true" | "false";
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            brand: string | null;
                            /** @description List price in tögrög */
                            price: number;
                            /** @description Price now in tögrög */
                            selling_price: number;
                            sale_percent: number;
                            badge_ids: number[];
                            average_rating: number;
                            total_reviews: number;
                            total_on_hand: number;
                            sku: string;
                            sale_expire_at: string | null;
                            available_on: string;
                        }[];
                        total: number;
                        page: number;
                        per_page: number;
                        /** @description True when the words were corrected or matched by similarity */
                        fuzzy: boolean;
                        facets?: {
                            brands: {
                                id: number;
                                code: string;
                                name: string;
                                count: number;
                            }[];
                            taxons: {
                                id: number;
                                name: string;
                                permalink: string;
                                depth: number;
                                count: number;
                            }[];
                            sizes: {
                                value: string;
                                count: number;
                            }[];
                            colors: {
                                value: string;
                                count: number;
                            }[];
                            availability: {
                                in_stock: number;
                                sold_out: number;
                            };
                            price: {
                                min: number | null;
                                max: number | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getSearchSuggestions: {
        parameters: {
            query: {
                q: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        suggestions: {
                            /** @enum {string} */
                            type: "product" | "keyword" | "category" | "brand";
                            text: string;
                            path: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getSearchAirports: {
        parameters: {
            query: {
                q: string;
                size?: number;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        airports: {
                            iata: string;
                            icao: string | null;
                            name: string;
                            city: string;
                            state: string | null;
                            country: string;
                            cc: string | null;
                            latitude: number;
                            longitude: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBrands: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: string;
                /** @description Up to 999 */
                per_page?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brands: {
                            id: number;
                            code: string;
                            name: string;
                            logo: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string | null;
                            /** @description Products a shopper can see now */
                            product_count: number;
                        }[];
                        /** @description Rows on this page */
                        count: number;
                        total_count: number;
                        current_page: number;
                        per_page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBrandsByCode: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: {
                            id: number;
                            code: string;
                            name: string;
                            logo: string;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string | null;
                            /** @description Products a shopper can see now */
                            product_count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getVendors: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: string;
                /** @description Up to 999 */
                per_page?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendors: {
                            id: number;
                            code: string;
                            name: string;
                            logo: string;
                            /** @description Products a shopper can see now */
                            product_count: number;
                            about: string | null;
                        }[];
                        /** @description Rows on this page */
                        count: number;
                        total_count: number;
                        current_page: number;
                        per_page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getVendorsByCode: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: string;
                /** @description Up to 100 */
                per_page?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vendor: {
                            id: number;
                            code: string;
                            name: string;
                            logo: string;
                            /** @description Products a shopper can see now */
                            product_count: number;
                            about: string | null;
                        };
                        products: {
                            id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            brand: string | null;
                            /** @description List price in tögrög */
                            price: number;
                            /** @description Price now in tögrög */
                            selling_price: number;
                            sale_percent: number;
                            badge_ids: number[];
                            average_rating: number;
                            total_reviews: number;
                            total_on_hand: number;
                        }[];
                        /** @description Rows on this page */
                        count: number;
                        total_count: number;
                        current_page: number;
                        per_page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getProductsBySlugOrId: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path: {
                /** @description Product id or slug */
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        sku: string;
                        name: string;
                        title: string;
                        description: string;
                        image: string | null;
                        images: string[];
                        price: number;
                        /** @description What a shopper pays now (sale price inside the window) */
                        selling_price: number;
                        sale_percent: number;
                        sale_start_at: string | null;
                        sale_expire_at: string | null;
                        available_on: string;
                        preorder: boolean;
                        variants: {
                            id: number;
                            sku: string;
                            image: string | null;
                            price: number;
                            selling_price: number;
                            option_values: {
                                /** @enum {string} */
                                type: "color" | "size";
                                code: string;
                                name: string;
                                hex: string | null;
                            }[];
                            total_on_hand: number;
                            /** @enum {string} */
                            availability: "in_stock" | "low_stock" | "high_stock" | "out_of_stock" | "sold_out";
                        }[];
                        brand: {
                            id: number;
                            code: string;
                            name: string;
                            logo: string;
                        } | null;
                        store: {
                            name: string;
                            logo: string;
                            code: string;
                            vendor_id: number;
                        } | null;
                        taxonomy: {
                            id: number;
                            name: string;
                            permalink: string;
                            depth: number;
                        }[];
                        badges: {
                            id: number;
                            code: string;
                            name: string;
                            color: string;
                        }[];
                        keywords: {
                            id: number;
                            name: string;
                            mn: string;
                        }[];
                        gpc: string | null;
                        gpc_txt: string | null;
                        properties: {
                            label: string;
                            value: string;
                        }[];
                        average_rating: number;
                        total_reviews: number;
                        total_on_hand: number;
                        /** @enum {string} */
                        availability: "in_stock" | "low_stock" | "high_stock" | "out_of_stock" | "sold_out";
                        age_restricted: boolean;
                        /** @description A package product: what it may hold (add them with `line_item.package`) */
                        package_components: {
                            product_id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            variant_id: number;
                            price: number;
                            max_qty: number;
                            on_sale: boolean;
                        }[] | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getProductsBySlugOrIdRelated: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path: {
                /** @description Product id or slug */
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        related: {
                            id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            brand: string | null;
                            /** @description List price in tögrög */
                            price: number;
                            /** @description Price now in tögrög */
                            selling_price: number;
                            sale_percent: number;
                            badge_ids: number[];
                            average_rating: number;
                            total_reviews: number;
                            total_on_hand: number;
                        }[];
                        other_models: {
                            id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            brand: string | null;
                            /** @description List price in tögrög */
                            price: number;
                            /** @description Price now in tögrög */
                            selling_price: number;
                            sale_percent: number;
                            badge_ids: number[];
                            average_rating: number;
                            total_reviews: number;
                            total_on_hand: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getProducts0VariantsByIdStockItems: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stock_items: {
                            stock_location_id: number;
                            name: string;
                            address: string;
                            phone: string;
                            opens_at: string;
                            closes_at: string;
                            pickup: boolean;
                            count_on_hand: number;
                            /** @enum {string} */
                            availability: "in_stock" | "low_stock" | "high_stock" | "out_of_stock" | "sold_out";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getProductsBySlugOrIdNutrition: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path: {
                /** @description Product id or slug */
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product_id: number;
                        /** @enum {string} */
                        per: "100g";
                        energy_kcal: number;
                        protein: number;
                        fat: number;
                        carbohydrates: number;
                        sugar: number;
                        salt: number;
                        ingredients: string;
                        allergens: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getSharedWishlistsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        wished_products: {
                            id: number;
                            variant_id: number;
                            product_id: number;
                            slug: string;
                            name: string;
                            brand: string | null;
                            image: string | null;
                            /** @description ₮, what the shopper pays now */
                            price: number;
                            options: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            availability: "available" | "sold_out" | "unavailable";
                            age_restricted: boolean;
                            /** @description A package is filled on its product page, not from a list */
                            is_package: boolean;
                            added_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getWishlists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wishlists: {
                            id: number;
                            name: string;
                            /** @description Hearts (`add_id` without `wishlist_id`) go to this list */
                            is_default: boolean;
                            /** @description Set while shared: open it with GET /shared_wishlists/{token} */
                            share_token: string | null;
                            created_at: string;
                            wished_products: {
                                id: number;
                                variant_id: number;
                                product_id: number;
                                slug: string;
                                name: string;
                                brand: string | null;
                                image: string | null;
                                /** @description ₮, what the shopper pays now */
                                price: number;
                                options: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                availability: "available" | "sold_out" | "unavailable";
                                age_restricted: boolean;
                                /** @description A package is filled on its product page, not from a list */
                                is_package: boolean;
                                added_at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postWishlists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Hearts (`add_id` without `wishlist_id`) go to this list */
                        is_default: boolean;
                        /** @description Set while shared: open it with GET /shared_wishlists/{token} */
                        share_token: string | null;
                        created_at: string;
                        wished_products: {
                            id: number;
                            variant_id: number;
                            product_id: number;
                            slug: string;
                            name: string;
                            brand: string | null;
                            image: string | null;
                            /** @description ₮, what the shopper pays now */
                            price: number;
                            options: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            availability: "available" | "sold_out" | "unavailable";
                            age_restricted: boolean;
                            /** @description A package is filled on its product page, not from a list */
                            is_package: boolean;
                            added_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getWishlistsWishedProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variant_ids: number[];
                        product_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postWishlistsAddId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variant_id: number;
                    wishlist_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variant_ids: number[];
                        product_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postWishlistsRemoveId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variant_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variant_ids: number[];
                        product_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getWishlistsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Hearts (`add_id` without `wishlist_id`) go to this list */
                        is_default: boolean;
                        /** @description Set while shared: open it with GET /shared_wishlists/{token} */
                        share_token: string | null;
                        created_at: string;
                        wished_products: {
                            id: number;
                            variant_id: number;
                            product_id: number;
                            slug: string;
                            name: string;
                            brand: string | null;
                            image: string | null;
                            /** @description ₮, what the shopper pays now */
                            price: number;
                            options: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            availability: "available" | "sold_out" | "unavailable";
                            age_restricted: boolean;
                            /** @description A package is filled on its product page, not from a list */
                            is_package: boolean;
                            added_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putWishlistsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {boolean} */
                    is_default?: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Hearts (`add_id` without `wishlist_id`) go to this list */
                        is_default: boolean;
                        /** @description Set while shared: open it with GET /shared_wishlists/{token} */
                        share_token: string | null;
                        created_at: string;
                        wished_products: {
                            id: number;
                            variant_id: number;
                            product_id: number;
                            slug: string;
                            name: string;
                            brand: string | null;
                            image: string | null;
                            /** @description ₮, what the shopper pays now */
                            price: number;
                            options: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            availability: "available" | "sold_out" | "unavailable";
                            age_restricted: boolean;
                            /** @description A package is filled on its product page, not from a list */
                            is_package: boolean;
                            added_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteWishlistsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postWishlistsByIdEmpty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Hearts (`add_id` without `wishlist_id`) go to this list */
                        is_default: boolean;
                        /** @description Set while shared: open it with GET /shared_wishlists/{token} */
                        share_token: string | null;
                        created_at: string;
                        wished_products: {
                            id: number;
                            variant_id: number;
                            product_id: number;
                            slug: string;
                            name: string;
                            brand: string | null;
                            image: string | null;
                            /** @description ₮, what the shopper pays now */
                            price: number;
                            options: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            availability: "available" | "sold_out" | "unavailable";
                            age_restricted: boolean;
                            /** @description A package is filled on its product page, not from a list */
                            is_package: boolean;
                            added_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteWishlistsByIdWishedProductsByWish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                wish: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @description Hearts (`add_id` without `wishlist_id`) go to this list */
                        is_default: boolean;
                        /** @description Set while shared: open it with GET /shared_wishlists/{token} */
                        share_token: string | null;
                        created_at: string;
                        wished_products: {
                            id: number;
                            variant_id: number;
                            product_id: number;
                            slug: string;
                            name: string;
                            brand: string | null;
                            image: string | null;
                            /** @description ₮, what the shopper pays now */
                            price: number;
                            options: {
                                [key: string]: string;
                            };
                            /** @enum {string} */
                            availability: "available" | "sold_out" | "unavailable";
                            age_restricted: boolean;
                            /** @description A package is filled on its product page, not from a list */
                            is_package: boolean;
                            added_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postWishlistsByIdWishedProductsByWishMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                wish: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    wishlist_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wishlists: {
                            id: number;
                            name: string;
                            /** @description Hearts (`add_id` without `wishlist_id`) go to this list */
                            is_default: boolean;
                            /** @description Set while shared: open it with GET /shared_wishlists/{token} */
                            share_token: string | null;
                            created_at: string;
                            wished_products: {
                                id: number;
                                variant_id: number;
                                product_id: number;
                                slug: string;
                                name: string;
                                brand: string | null;
                                image: string | null;
                                /** @description ₮, what the shopper pays now */
                                price: number;
                                options: {
                                    [key: string]: string;
                                };
                                /** @enum {string} */
                                availability: "available" | "sold_out" | "unavailable";
                                age_restricted: boolean;
                                /** @description A package is filled on its product page, not from a list */
                                is_package: boolean;
                                added_at: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postWishlistsByIdToCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    wished_product_id?: number;
                    /** @description The buyer confirms being 21 or older (needed for spirits) */
                    age_confirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Variant ids that went in */
                        added: number[];
                        refused: {
                            variant_id: number;
                            name: string;
                            /** @description Message key of the cart’s refusal */
                            error: string;
                        }[];
                        order_number: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postWishlistsByIdShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        share_token: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteWishlistsByIdShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No longer shared */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getProductsBySlugOrIdReviews: {
        parameters: {
            query?: {
                sort?: "newest" | "highest" | "lowest" | "with_pictures";
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            id: number;
                            rating: number;
                            /** @description Plain text: show it as text, never as HTML */
                            comment: string;
                            /** @description First name and initial; null: "a shopper" */
                            author: string | null;
                            /** @description The author bought the product */
                            verified: boolean;
                            /** @description Hidden by staff: only ever true on the author’s own review */
                            hidden: boolean;
                            mine: boolean;
                            created_at: string;
                            updated_at: string;
                            images: {
                                /** @description 320 px square WebP */
                                small: string;
                                /** @description At most 1280 px WebP */
                                large: string;
                                name: string;
                                width: number;
                                height: number;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                        per_page: number;
                        average: number;
                        count: number;
                        /** @description Visible reviews by stars, 1 to 5 */
                        histogram: number[];
                        mine: {
                            id: number;
                            rating: number;
                            /** @description Plain text: show it as text, never as HTML */
                            comment: string;
                            /** @description First name and initial; null: "a shopper" */
                            author: string | null;
                            /** @description The author bought the product */
                            verified: boolean;
                            /** @description Hidden by staff: only ever true on the author’s own review */
                            hidden: boolean;
                            mine: boolean;
                            created_at: string;
                            updated_at: string;
                            images: {
                                /** @description 320 px square WebP */
                                small: string;
                                /** @description At most 1280 px WebP */
                                large: string;
                                name: string;
                                width: number;
                                height: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postProductsBySlugOrIdReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        rating: number;
                        /** @description Plain text: show it as text, never as HTML */
                        comment: string;
                        /** @description First name and initial; null: "a shopper" */
                        author: string | null;
                        /** @description The author bought the product */
                        verified: boolean;
                        /** @description Hidden by staff: only ever true on the author’s own review */
                        hidden: boolean;
                        mine: boolean;
                        created_at: string;
                        updated_at: string;
                        images: {
                            /** @description 320 px square WebP */
                            small: string;
                            /** @description At most 1280 px WebP */
                            large: string;
                            name: string;
                            width: number;
                            height: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteReviewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getProductsBySlugOrIdPriceOpinions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        high: number;
                        fair: number;
                        low: number;
                        total: number;
                        /** @enum {string|null} */
                        mine: "high" | "fair" | "low" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putProductsBySlugOrIdPriceOpinion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    opinion: "high" | "fair" | "low";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        high: number;
                        fair: number;
                        low: number;
                        total: number;
                        /** @enum {string|null} */
                        mine: "high" | "fair" | "low" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getReviewsByIdComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comments: {
                            id: number;
                            review_id: number;
                            /** @description The comment this one answers */
                            reply_id: number | null;
                            /** @description Plain text: show it as text, never as HTML */
                            comment: string;
                            author: string | null;
                            mine: boolean;
                            /** @description Hidden by staff: only ever true on the author’s own */
                            hidden: boolean;
                            rating: {
                                average: number;
                                count: number;
                                mine: number | null;
                            };
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    review_id?: number;
                    reply_id?: number;
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        review_id: number;
                        /** @description The comment this one answers */
                        reply_id: number | null;
                        /** @description Plain text: show it as text, never as HTML */
                        comment: string;
                        author: string | null;
                        mine: boolean;
                        /** @description Hidden by staff: only ever true on the author’s own */
                        hidden: boolean;
                        rating: {
                            average: number;
                            count: number;
                            mine: number | null;
                        };
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteCommentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putCommentsByIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                };
            };
        };
        responses: {
            /** @description Rated */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getVendorsByCodeReviews: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviews: {
                            id: number;
                            rating: number;
                            comment: string;
                            author: string | null;
                            mine: boolean;
                            hidden: boolean;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                        average: number;
                        count: number;
                        mine: {
                            id: number;
                            rating: number;
                            comment: string;
                            author: string | null;
                            mine: boolean;
                            hidden: boolean;
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postVendorsByCodeReviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteVendorsByCodeReviewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBookmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookmarks: {
                            /** @enum {string} */
                            type: "article" | "product";
                            id: number;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postBookmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /**
                     * @default article
                     * @enum {string}
                     */
                    type?: "article" | "product";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookmarked: boolean;
                        bookmarks: {
                            /** @enum {string} */
                            type: "article" | "product";
                            id: number;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quotes: {
                            id: number;
                            /**
                             * @description `sent` (waiting for the shop), `answered` (a price that holds until `valid_until`), `declined`, `accepted` (in the cart at that price), `expired` (answered, date passed)
                             * @enum {string}
                             */
                            state: "sent" | "answered" | "declined" | "accepted" | "expired";
                            /** @description Null for a request in words that staff have not tied to a product */
                            product: {
                                id: number;
                                slug: string;
                                name: string;
                                image: string | null;
                                options: {
                                    [key: string]: string;
                                };
                                age_restricted: boolean;
                            } | null;
                            variant_id: number | null;
                            /** @description Plain text: show it as text, never as HTML */
                            description: string;
                            quantity: number;
                            /** @description YYYY-MM-DD */
                            needed_by: string | null;
                            phone: string | null;
                            email: string | null;
                            /** @description ₮ a piece, once answered */
                            unit_price: number | null;
                            total: number | null;
                            valid_until: string | null;
                            /** @description The shop’s words with its answer or refusal */
                            answer_note: string;
                            /** @description The cart it went into, once accepted */
                            order_number: string | null;
                            /** @description POST /quotes/{id}/accept would take it into the cart */
                            can_accept: boolean;
                            created_at: string;
                            answered_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id?: number;
                    variant_id?: number;
                    description?: string;
                    quantity: number;
                    /** @description YYYY-MM-DD */
                    needed_by?: string;
                    phone?: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /**
                         * @description `sent` (waiting for the shop), `answered` (a price that holds until `valid_until`), `declined`, `accepted` (in the cart at that price), `expired` (answered, date passed)
                         * @enum {string}
                         */
                        state: "sent" | "answered" | "declined" | "accepted" | "expired";
                        /** @description Null for a request in words that staff have not tied to a product */
                        product: {
                            id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            options: {
                                [key: string]: string;
                            };
                            age_restricted: boolean;
                        } | null;
                        variant_id: number | null;
                        /** @description Plain text: show it as text, never as HTML */
                        description: string;
                        quantity: number;
                        /** @description YYYY-MM-DD */
                        needed_by: string | null;
                        phone: string | null;
                        email: string | null;
                        /** @description ₮ a piece, once answered */
                        unit_price: number | null;
                        total: number | null;
                        valid_until: string | null;
                        /** @description The shop’s words with its answer or refusal */
                        answer_note: string;
                        /** @description The cart it went into, once accepted */
                        order_number: string | null;
                        /** @description POST /quotes/{id}/accept would take it into the cart */
                        can_accept: boolean;
                        created_at: string;
                        answered_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getQuotesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /**
                         * @description `sent` (waiting for the shop), `answered` (a price that holds until `valid_until`), `declined`, `accepted` (in the cart at that price), `expired` (answered, date passed)
                         * @enum {string}
                         */
                        state: "sent" | "answered" | "declined" | "accepted" | "expired";
                        /** @description Null for a request in words that staff have not tied to a product */
                        product: {
                            id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            options: {
                                [key: string]: string;
                            };
                            age_restricted: boolean;
                        } | null;
                        variant_id: number | null;
                        /** @description Plain text: show it as text, never as HTML */
                        description: string;
                        quantity: number;
                        /** @description YYYY-MM-DD */
                        needed_by: string | null;
                        phone: string | null;
                        email: string | null;
                        /** @description ₮ a piece, once answered */
                        unit_price: number | null;
                        total: number | null;
                        valid_until: string | null;
                        /** @description The shop’s words with its answer or refusal */
                        answer_note: string;
                        /** @description The cart it went into, once accepted */
                        order_number: string | null;
                        /** @description POST /quotes/{id}/accept would take it into the cart */
                        can_accept: boolean;
                        created_at: string;
                        answered_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postQuotesByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    age_confirmed?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order_number: string;
                        quote: {
                            id: number;
                            /**
                             * @description `sent` (waiting for the shop), `answered` (a price that holds until `valid_until`), `declined`, `accepted` (in the cart at that price), `expired` (answered, date passed)
                             * @enum {string}
                             */
                            state: "sent" | "answered" | "declined" | "accepted" | "expired";
                            /** @description Null for a request in words that staff have not tied to a product */
                            product: {
                                id: number;
                                slug: string;
                                name: string;
                                image: string | null;
                                options: {
                                    [key: string]: string;
                                };
                                age_restricted: boolean;
                            } | null;
                            variant_id: number | null;
                            /** @description Plain text: show it as text, never as HTML */
                            description: string;
                            quantity: number;
                            /** @description YYYY-MM-DD */
                            needed_by: string | null;
                            phone: string | null;
                            email: string | null;
                            /** @description ₮ a piece, once answered */
                            unit_price: number | null;
                            total: number | null;
                            valid_until: string | null;
                            /** @description The shop’s words with its answer or refusal */
                            answer_note: string;
                            /** @description The cart it went into, once accepted */
                            order_number: string | null;
                            /** @description POST /quotes/{id}/accept would take it into the cart */
                            can_accept: boolean;
                            created_at: string;
                            answered_at: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getAuthors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authors: {
                            id: number;
                            slug: string;
                            name: string;
                            bio: string;
                            /** @description Published articles */
                            articles: number;
                            followers: number;
                            /** @description Whether the signed-in reader follows them */
                            following: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postAuthors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                    name?: string;
                    bio?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getAuthorsBySlug: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        name: string;
                        bio: string;
                        /** @description Published articles */
                        articles: number;
                        followers: number;
                        /** @description Whether the signed-in reader follows them */
                        following: boolean;
                        written: {
                            articles: {
                                id: number;
                                /** @enum {string} */
                                kind: "article" | "news" | "page";
                                slug: string;
                                title: string;
                                summary: string;
                                cover: string | null;
                                published_at: string;
                                reading_minutes: number;
                                author: {
                                    slug: string;
                                    name: string;
                                } | null;
                                tags: {
                                    slug: string;
                                    name: string;
                                }[];
                                /**
                                 * @description The language of the text given: the asked one, else Mongolian, else the first
                                 * @enum {string}
                                 */
                                locale: "mn" | "en" | "ru" | "cn" | "it";
                                /** @description Every language it is written in */
                                locales: ("mn" | "en" | "ru" | "cn" | "it")[];
                            }[];
                            total: number;
                            page: number;
                            pages: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putAuthorsByIdFollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        following: boolean;
                        followers: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putAuthorsByIdUnfollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        following: boolean;
                        followers: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getPagesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "article" | "news" | "page";
                        slug: string;
                        title: string;
                        summary: string;
                        cover: string | null;
                        published_at: string;
                        reading_minutes: number;
                        author: {
                            slug: string;
                            name: string;
                        } | null;
                        tags: {
                            slug: string;
                            name: string;
                        }[];
                        /**
                         * @description The language of the text given: the asked one, else Mongolian, else the first
                         * @enum {string}
                         */
                        locale: "mn" | "en" | "ru" | "cn" | "it";
                        /** @description Every language it is written in */
                        locales: ("mn" | "en" | "ru" | "cn" | "it")[];
                        /** @description HTML cleaned by an allow-list when written (text, links, the shop’s pictures) */
                        body_html: string;
                        /** @description Products it mentions (GET /products/{id}) */
                        product_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putPagesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        /** @description An article as written */
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    cover?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    publish_at?: string | null;
                    tags?: string[];
                    product_ids?: number[];
                    texts: {
                        [key: string]: {
                            title: string;
                            summary?: string;
                            body_html: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getArticles: {
        parameters: {
            query?: {
                q?: string;
                tag?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            id: number;
                            /** @enum {string} */
                            kind: "article" | "news" | "page";
                            slug: string;
                            title: string;
                            summary: string;
                            cover: string | null;
                            published_at: string;
                            reading_minutes: number;
                            author: {
                                slug: string;
                                name: string;
                            } | null;
                            tags: {
                                slug: string;
                                name: string;
                            }[];
                            /**
                             * @description The language of the text given: the asked one, else Mongolian, else the first
                             * @enum {string}
                             */
                            locale: "mn" | "en" | "ru" | "cn" | "it";
                            /** @description Every language it is written in */
                            locales: ("mn" | "en" | "ru" | "cn" | "it")[];
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postArticles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An article as written */
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    cover?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    publish_at?: string | null;
                    tags?: string[];
                    product_ids?: number[];
                    texts: {
                        [key: string]: {
                            title: string;
                            summary?: string;
                            body_html: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getArticlesTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: {
                            slug: string;
                            name: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getArticlesTagInfo: {
        parameters: {
            query: {
                tag: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        description: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getArticlesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "article" | "news" | "page";
                        slug: string;
                        title: string;
                        summary: string;
                        cover: string | null;
                        published_at: string;
                        reading_minutes: number;
                        author: {
                            slug: string;
                            name: string;
                        } | null;
                        tags: {
                            slug: string;
                            name: string;
                        }[];
                        /**
                         * @description The language of the text given: the asked one, else Mongolian, else the first
                         * @enum {string}
                         */
                        locale: "mn" | "en" | "ru" | "cn" | "it";
                        /** @description Every language it is written in */
                        locales: ("mn" | "en" | "ru" | "cn" | "it")[];
                        /** @description HTML cleaned by an allow-list when written (text, links, the shop’s pictures) */
                        body_html: string;
                        /** @description Products it mentions (GET /products/{id}) */
                        product_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putArticlesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        /** @description An article as written */
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    cover?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    publish_at?: string | null;
                    tags?: string[];
                    product_ids?: number[];
                    texts: {
                        [key: string]: {
                            title: string;
                            summary?: string;
                            body_html: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getNews: {
        parameters: {
            query?: {
                q?: string;
                tag?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            id: number;
                            /** @enum {string} */
                            kind: "article" | "news" | "page";
                            slug: string;
                            title: string;
                            summary: string;
                            cover: string | null;
                            published_at: string;
                            reading_minutes: number;
                            author: {
                                slug: string;
                                name: string;
                            } | null;
                            tags: {
                                slug: string;
                                name: string;
                            }[];
                            /**
                             * @description The language of the text given: the asked one, else Mongolian, else the first
                             * @enum {string}
                             */
                            locale: "mn" | "en" | "ru" | "cn" | "it";
                            /** @description Every language it is written in */
                            locales: ("mn" | "en" | "ru" | "cn" | "it")[];
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An article as written */
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    cover?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    publish_at?: string | null;
                    tags?: string[];
                    product_ids?: number[];
                    texts: {
                        [key: string]: {
                            title: string;
                            summary?: string;
                            body_html: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getNewsTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: {
                            slug: string;
                            name: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getNewsTagInfo: {
        parameters: {
            query: {
                tag: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                        description: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getNewsBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "article" | "news" | "page";
                        slug: string;
                        title: string;
                        summary: string;
                        cover: string | null;
                        published_at: string;
                        reading_minutes: number;
                        author: {
                            slug: string;
                            name: string;
                        } | null;
                        tags: {
                            slug: string;
                            name: string;
                        }[];
                        /**
                         * @description The language of the text given: the asked one, else Mongolian, else the first
                         * @enum {string}
                         */
                        locale: "mn" | "en" | "ru" | "cn" | "it";
                        /** @description Every language it is written in */
                        locales: ("mn" | "en" | "ru" | "cn" | "it")[];
                        /** @description HTML cleaned by an allow-list when written (text, links, the shop’s pictures) */
                        body_html: string;
                        /** @description Products it mentions (GET /products/{id}) */
                        product_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putNewsBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        /** @description An article as written */
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    cover?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    publish_at?: string | null;
                    tags?: string[];
                    product_ids?: number[];
                    texts: {
                        [key: string]: {
                            title: string;
                            summary?: string;
                            body_html: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getArticlesMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            id: number;
                            /** @enum {string} */
                            kind: "article" | "news" | "page";
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            status: "draft" | "published";
                            /**
                             * @description What readers see of it now
                             * @enum {string}
                             */
                            state: "draft" | "scheduled" | "published";
                            publish_at: string | null;
                            locales: ("mn" | "en" | "ru" | "cn" | "it")[];
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postArticlesUploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        small: string;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getArticlesBySlugEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "article" | "news" | "page";
                        slug: string;
                        cover: string | null;
                        /** @enum {string} */
                        status: "draft" | "published";
                        /** @description When it shows once published (later: scheduled) */
                        publish_at: string | null;
                        tags: string[];
                        product_ids: number[];
                        texts: {
                            [key: string]: {
                                title: string;
                                summary: string;
                                body_html: string;
                            };
                        };
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getNewsBySlugEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "article" | "news" | "page";
                        slug: string;
                        cover: string | null;
                        /** @enum {string} */
                        status: "draft" | "published";
                        /** @description When it shows once published (later: scheduled) */
                        publish_at: string | null;
                        tags: string[];
                        product_ids: number[];
                        texts: {
                            [key: string]: {
                                title: string;
                                summary: string;
                                body_html: string;
                            };
                        };
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An article as written */
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    cover?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    publish_at?: string | null;
                    tags?: string[];
                    product_ids?: number[];
                    texts: {
                        [key: string]: {
                            title: string;
                            summary?: string;
                            body_html: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getPagesBySlugEdit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "article" | "news" | "page";
                        slug: string;
                        cover: string | null;
                        /** @enum {string} */
                        status: "draft" | "published";
                        /** @description When it shows once published (later: scheduled) */
                        publish_at: string | null;
                        tags: string[];
                        product_ids: number[];
                        texts: {
                            [key: string]: {
                                title: string;
                                summary: string;
                                body_html: string;
                            };
                        };
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getArticlesBySlugComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comments: {
                            id: number;
                            /** @description The comment this one answers */
                            reply_id: number | null;
                            comment: string;
                            author: string | null;
                            mine: boolean;
                            /** @description Hidden by staff: shown to its writer only */
                            hidden: boolean;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postArticlesBySlugComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                    reply_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getNewsBySlugComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comments: {
                            id: number;
                            /** @description The comment this one answers */
                            reply_id: number | null;
                            comment: string;
                            author: string | null;
                            mine: boolean;
                            /** @description Hidden by staff: shown to its writer only */
                            hidden: boolean;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postNewsBySlugComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                    reply_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteArticleCommentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getLookBooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        look_books: {
                            slug: string;
                            title: string;
                            description: string;
                            picture: string;
                            /** @description How many products are on it */
                            spots: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putLookBooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    title: string;
                    description?: string;
                    translations?: {
                        [key: string]: {
                            title?: string;
                            description?: string;
                        };
                    };
                    picture: string;
                    published?: boolean;
                    position?: number;
                    spots: {
                        /** @description GET /products/{id} for its price and stock */
                        product_id: number;
                        /** @description Per cent of the picture’s width */
                        x: number;
                        /** @description Per cent of the picture’s height */
                        y: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getLookBooksBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        description: string;
                        picture: string;
                        spots: {
                            /** @description GET /products/{id} for its price and stock */
                            product_id: number;
                            /** @description Per cent of the picture’s width */
                            x: number;
                            /** @description Per cent of the picture’s height */
                            y: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            id: number;
                            title: string;
                            body: string;
                            level: string;
                            url: string | null;
                            starts_at: string;
                            /** @description Sent to this shopper alone */
                            personal: boolean;
                            read: boolean;
                        }[];
                        unread: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    translations?: {
                        [key: string]: {
                            title?: string;
                            body?: string;
                        };
                    };
                    /** @enum {string} */
                    level?: "info" | "promo" | "warning";
                    url?: string | null;
                    starts_at?: string;
                    ends_at?: string | null;
                    user_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            id: number;
                            title: string;
                            body: string;
                            level: string;
                            url: string | null;
                            starts_at: string;
                            /** @description Sent to this shopper alone */
                            personal: boolean;
                            read: boolean;
                        }[];
                        unread: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            id: number;
                            title: string;
                            body: string;
                            level: string;
                            url: string | null;
                            starts_at: string;
                            /** @description Sent to this shopper alone */
                            personal: boolean;
                            read: boolean;
                        }[];
                        unread: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getRoulette: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            /** @enum {string} */
                            game: "lucky_wheel" | "jackpot";
                            active: boolean;
                            chances: number;
                            min_order_total: number | null;
                            segments: {
                                prize_id: number;
                                name: string;
                                color: string;
                            }[];
                            pot: number | null;
                        }[];
                        prizes: {
                            id: number;
                            /** @enum {string} */
                            game: "lucky_wheel" | "jackpot";
                            name: string;
                            /** @enum {string} */
                            reward: "coupon" | "voucher" | "product" | "jackpot";
                            code: string;
                            amount: number | null;
                            expires_at: string | null;
                            won_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putPromotionsLuckyWheel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A receipt’s roulette number; without it, a chance a paid order earned */
                    number?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        game: "lucky_wheel" | "jackpot";
                        /** @description The wheel as it stood when the prize was drawn */
                        segments: {
                            prize_id: number;
                            name: string;
                            color: string;
                        }[];
                        /** @description Where the wheel stops (index of `segments`) */
                        segment: number | null;
                        prize: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            kind: "coupon" | "voucher" | "product";
                        } | null;
                        reward: {
                            kind: ("coupon" | "voucher" | "product" | "jackpot") | "none";
                            /** @description The coupon’s, voucher’s or pickup pass’s code (its QR code holds it) */
                            code: string | null;
                            amount: number | null;
                            expires_at: string | null;
                        };
                        /** @description The jackpot’s pot after this spin */
                        pot: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putPromotionsJackpot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A receipt’s roulette number; without it, a chance a paid order earned */
                    number?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        game: "lucky_wheel" | "jackpot";
                        /** @description The wheel as it stood when the prize was drawn */
                        segments: {
                            prize_id: number;
                            name: string;
                            color: string;
                        }[];
                        /** @description Where the wheel stops (index of `segments`) */
                        segment: number | null;
                        prize: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            kind: "coupon" | "voucher" | "product";
                        } | null;
                        reward: {
                            kind: ("coupon" | "voucher" | "product" | "jackpot") | "none";
                            /** @description The coupon’s, voucher’s or pickup pass’s code (its QR code holds it) */
                            code: string | null;
                            amount: number | null;
                            expires_at: string | null;
                        };
                        /** @description The jackpot’s pot after this spin */
                        pot: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotions: {
                            slug: string;
                            title: string;
                            summary: string;
                            body: string;
                            picture: string | null;
                            starts_at: string;
                            ends_at: string;
                            /** @enum {string} */
                            state: "running" | "upcoming" | "ended";
                            /** @description The code to type at checkout, if it is a coupon */
                            coupon_code: string | null;
                            /** @description The category it concerns (GET /taxons/{permalink}) */
                            taxon: string | null;
                            product_ids: number[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    title: string;
                    summary?: string;
                    body?: string;
                    translations?: {
                        [key: string]: {
                            title?: string;
                            summary?: string;
                            body?: string;
                        };
                    };
                    picture?: string | null;
                    starts_at: string;
                    ends_at: string;
                    coupon_code?: string | null;
                    taxon?: string | null;
                    product_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getPromotionsBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        summary: string;
                        body: string;
                        picture: string | null;
                        starts_at: string;
                        ends_at: string;
                        /** @enum {string} */
                        state: "running" | "upcoming" | "ended";
                        /** @description The code to type at checkout, if it is a coupon */
                        coupon_code: string | null;
                        /** @description The category it concerns (GET /taxons/{permalink}) */
                        taxon: string | null;
                        product_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            slug: string;
                            title: string;
                            summary: string;
                            paragraphs: string[];
                            location: string;
                            /** @enum {string} */
                            employment: "full_time" | "part_time" | "seasonal";
                            closes_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug: string;
                    title: string;
                    summary?: string;
                    /** @description Paragraphs, one per line */
                    body?: string;
                    location: string;
                    translations?: {
                        [key: string]: {
                            [key: string]: string;
                        };
                    };
                    /** @enum {string} */
                    employment: "full_time" | "part_time" | "seasonal";
                    published?: boolean;
                    closes_at?: string | null;
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getJobsBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        slug: string;
                        title: string;
                        summary: string;
                        paragraphs: string[];
                        location: string;
                        /** @enum {string} */
                        employment: "full_time" | "part_time" | "seasonal";
                        closes_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postJobsBySlugApplications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        badges: {
                            id: number;
                            code: string;
                            name: string;
                            /** @description The badge’s colour, #rrggbb */
                            color: string;
                            /** @description Its group (GET /badge_groups/{id}) */
                            group_id: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    translations?: {
                        [key: string]: {
                            name: string;
                        };
                    };
                    color: string;
                    group?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBadgesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        /** @description The badge’s colour, #rrggbb */
                        color: string;
                        /** @description Its group (GET /badge_groups/{id}) */
                        group_id: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBadgeGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        badge_groups: {
                            id: number;
                            code: string;
                            name: string;
                            badges: {
                                id: number;
                                code: string;
                                name: string;
                                /** @description The badge’s colour, #rrggbb */
                                color: string;
                                /** @description Its group (GET /badge_groups/{id}) */
                                group_id: number | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBadgeGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        badges: {
                            id: number;
                            code: string;
                            name: string;
                            /** @description The badge’s colour, #rrggbb */
                            color: string;
                            /** @description Its group (GET /badge_groups/{id}) */
                            group_id: number | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postSubscribeConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postSubscribeUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        subscribed: false;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postContactForms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: string;
                    phone?: string;
                    subject?: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    grant_type: "password";
                    /** @description E-mail or phone */
                    username: string;
                    password: string;
                    /** @description Ignored */
                    client_id?: string;
                    /** @description Ignored */
                    client_secret?: string;
                    /** @description Ignored */
                    scope?: string;
                } | {
                    /** @enum {string} */
                    grant_type: "refresh_token";
                    refresh_token: string;
                    /** @description Ignored */
                    client_id?: string;
                    /** @description Ignored */
                    client_secret?: string;
                    /** @description Ignored */
                    scope?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    grant_type: "password";
                    /** @description E-mail or phone */
                    username: string;
                    password: string;
                    /** @description Ignored */
                    client_id?: string;
                    /** @description Ignored */
                    client_secret?: string;
                    /** @description Ignored */
                    scope?: string;
                } | {
                    /** @enum {string} */
                    grant_type: "refresh_token";
                    refresh_token: string;
                    /** @description Ignored */
                    client_id?: string;
                    /** @description Ignored */
                    client_secret?: string;
                    /** @description Ignored */
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /** @description Seconds the access token lives */
                        expires_in: number;
                        refresh_token: string;
                        /** @description Unix seconds */
                        created_at: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOauthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description Ignored */
                    client_id?: string;
                    /** @description Ignored */
                    client_secret?: string;
                    /** @description Ignored */
                    scope?: string;
                };
                "application/x-www-form-urlencoded": {
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description Ignored */
                    client_id?: string;
                    /** @description Ignored */
                    client_secret?: string;
                    /** @description Ignored */
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postMcsAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E-mail or mobile phone */
                    login: string;
                    /**
                     * @default sign_in
                     * @enum {string}
                     */
                    purpose?: "sign_in" | "reset";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_token: string;
                        /** @enum {string} */
                        channel: "email" | "sms";
                        /** @description Masked e-mail or phone */
                        sent_to: string;
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postMcsAuthVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /** @description Seconds the access token lives */
                        expires_in: number;
                        refresh_token: string;
                        /** @description Unix seconds */
                        created_at: number;
                        user: {
                            id: number;
                            email: string | null;
                            /** @description Waiting for its confirmation code */
                            pending_email: string | null;
                            /** @enum {string} */
                            email_state: "not_confirmed" | "waiting" | "confirmed";
                            /** @description E.164 */
                            phone: string | null;
                            /** @description National format for Mongolian numbers */
                            phone_display: string | null;
                            pending_phone: string | null;
                            phone_confirmed: boolean;
                            first_name: string | null;
                            last_name: string | null;
                            gender: string | null;
                            /** @description YYYY-MM-DD */
                            birth_date: string | null;
                            occupation: string | null;
                            avatar_url: string | null;
                            has_password: boolean;
                            role: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postMcsAuthCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postMcsAuthSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @default  */
                    password_confirmation?: string;
                    /** @description E-mail or mobile phone */
                    login: string;
                    first_name?: string | null;
                    last_name?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_token: string;
                        /** @enum {string} */
                        channel: "email" | "sms";
                        /** @description Masked e-mail or phone */
                        sent_to: string;
                        expires_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postMcsAuthReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @default  */
                    password_confirmation?: string;
                    request_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /** @description Seconds the access token lives */
                        expires_in: number;
                        refresh_token: string;
                        /** @description Unix seconds */
                        created_at: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string | null;
                        /** @description Waiting for its confirmation code */
                        pending_email: string | null;
                        /** @enum {string} */
                        email_state: "not_confirmed" | "waiting" | "confirmed";
                        /** @description E.164 */
                        phone: string | null;
                        /** @description National format for Mongolian numbers */
                        phone_display: string | null;
                        pending_phone: string | null;
                        phone_confirmed: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        gender: string | null;
                        /** @description YYYY-MM-DD */
                        birth_date: string | null;
                        occupation: string | null;
                        avatar_url: string | null;
                        has_password: boolean;
                        role: string;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersUpdateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    gender?: ("female" | "male" | "other" | null) | "";
                    birth_date?: string | null;
                    occupation?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string | null;
                        /** @description Waiting for its confirmation code */
                        pending_email: string | null;
                        /** @enum {string} */
                        email_state: "not_confirmed" | "waiting" | "confirmed";
                        /** @description E.164 */
                        phone: string | null;
                        /** @description National format for Mongolian numbers */
                        phone_display: string | null;
                        pending_phone: string | null;
                        phone_confirmed: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        gender: string | null;
                        /** @description YYYY-MM-DD */
                        birth_date: string | null;
                        occupation: string | null;
                        avatar_url: string | null;
                        has_password: boolean;
                        role: string;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersUpdateAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string | null;
                        /** @description Waiting for its confirmation code */
                        pending_email: string | null;
                        /** @enum {string} */
                        email_state: "not_confirmed" | "waiting" | "confirmed";
                        /** @description E.164 */
                        phone: string | null;
                        /** @description National format for Mongolian numbers */
                        phone_display: string | null;
                        pending_phone: string | null;
                        phone_confirmed: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        gender: string | null;
                        /** @description YYYY-MM-DD */
                        birth_date: string | null;
                        occupation: string | null;
                        avatar_url: string | null;
                        has_password: boolean;
                        role: string;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersLinkDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    playerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        linked: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    /** @default  */
                    password_confirmation?: string;
                    /** @default  */
                    current_password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        changed: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_token: string;
                        /** @description Masked e-mail or phone */
                        sent_to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersEmailConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string | null;
                        /** @description Waiting for its confirmation code */
                        pending_email: string | null;
                        /** @enum {string} */
                        email_state: "not_confirmed" | "waiting" | "confirmed";
                        /** @description E.164 */
                        phone: string | null;
                        /** @description National format for Mongolian numbers */
                        phone_display: string | null;
                        pending_phone: string | null;
                        phone_confirmed: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        gender: string | null;
                        /** @description YYYY-MM-DD */
                        birth_date: string | null;
                        occupation: string | null;
                        avatar_url: string | null;
                        has_password: boolean;
                        role: string;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request_token: string;
                        /** @description Masked e-mail or phone */
                        sent_to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersPhoneConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    request_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string | null;
                        /** @description Waiting for its confirmation code */
                        pending_email: string | null;
                        /** @enum {string} */
                        email_state: "not_confirmed" | "waiting" | "confirmed";
                        /** @description E.164 */
                        phone: string | null;
                        /** @description National format for Mongolian numbers */
                        phone_display: string | null;
                        pending_phone: string | null;
                        phone_confirmed: boolean;
                        first_name: string | null;
                        last_name: string | null;
                        gender: string | null;
                        /** @description YYYY-MM-DD */
                        birth_date: string | null;
                        occupation: string | null;
                        avatar_url: string | null;
                        has_password: boolean;
                        role: string;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: number;
                            /** @enum {string} */
                            kind: "web" | "api";
                            user_agent: string | null;
                            created_at: string;
                            last_seen_at: string;
                            /** @description The session of this request */
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteUsersSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            id: number;
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            /** @description Building, entrance, door */
                            detail: string;
                            receiver: string;
                            /** @description E.164 */
                            receiver_phone: string;
                            zipcode: string;
                            is_default: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city: string;
                    district: string;
                    quarter?: string | null;
                    street?: string | null;
                    detail: string;
                    receiver: string;
                    receiver_phone: string;
                    zipcode: string;
                    is_default?: boolean | ("0" | "1" | "on" | "true" | "false" | "");
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        country: string;
                        city: string;
                        district: string;
                        quarter: string | null;
                        street: string | null;
                        /** @description Building, entrance, door */
                        detail: string;
                        receiver: string;
                        /** @description E.164 */
                        receiver_phone: string;
                        zipcode: string;
                        is_default: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        country: string;
                        city: string;
                        district: string;
                        quarter: string | null;
                        street: string | null;
                        /** @description Building, entrance, door */
                        detail: string;
                        receiver: string;
                        /** @description E.164 */
                        receiver_phone: string;
                        zipcode: string;
                        is_default: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putUsersAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city: string;
                    district: string;
                    quarter?: string | null;
                    street?: string | null;
                    detail: string;
                    receiver: string;
                    receiver_phone: string;
                    zipcode: string;
                    is_default?: boolean | ("0" | "1" | "on" | "true" | "false" | "");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        country: string;
                        city: string;
                        district: string;
                        quarter: string | null;
                        street: string | null;
                        /** @description Building, entrance, door */
                        detail: string;
                        receiver: string;
                        /** @description E.164 */
                        receiver_phone: string;
                        zipcode: string;
                        is_default: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteUsersAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        registry_number: string;
                        address: string;
                        phone: string;
                        employee_count: number | null;
                        business_field: string | null;
                    } | null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putUsersOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    registry_number: string;
                    address: string;
                    phone: string;
                    employee_count?: number | string | (null);
                    business_field?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        registry_number: string;
                        address: string;
                        phone: string;
                        employee_count: number | null;
                        business_field: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteUsersOrganisation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            id: number;
                            brand: string | null;
                            last4: string;
                            exp_month: number | null;
                            exp_year: number | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersAllCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cards: {
                            id: number;
                            brand: string | null;
                            last4: string;
                            exp_month: number | null;
                            exp_year: number | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putUsersRegisterCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where the provider’s page sends the shopper back: a page of this shop
                     */
                    return_url: string;
                } | {
                    registration_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registration_url: string | null;
                        card: {
                            id: number;
                            brand: string | null;
                            last4: string;
                            exp_month: number | null;
                            exp_year: number | null;
                            created_at: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteUsersRemoveCard: {
        parameters: {
            query: {
                cardId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All store credit */
                        balance: number;
                        /** @description Covers 100% of a price (recharges, gift cards, refunds) */
                        full: number;
                        /** @description Cashback: covers at most 50% of a price */
                        limited: number;
                        /** @description Merchant loyalty points */
                        points: number;
                        /** @description The wallet pays only orders over this */
                        min_order: number;
                        min_recharge: number;
                        max_recharge: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersStoreCredits: {
        parameters: {
            query?: {
                before?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            amount: number;
                            bucket: string;
                            /** @description recharge, gift_card, cashback, purchase, refund, reversal */
                            kind: string;
                            order_number: string | null;
                            balance_after: number;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersWalletRecharges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    method: "card" | "qpay";
                    /**
                     * Format: uri
                     * @description Where the provider’s page sends the shopper back: a page of this shop
                     */
                    return_url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        amount: number;
                        /** @enum {string} */
                        method: "card" | "qpay";
                        state: string;
                        /** @description Card: the gateway’s page to send the shopper to */
                        payment_url: string | null;
                        /** @description QR: the invoice to show */
                        invoice: {
                            payment_id: number;
                            qr_text: string;
                            bank_apps: {
                                name: string;
                                description: string;
                                link: string;
                            }[];
                            expires_at: string;
                            state: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersWalletRechargesByNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        amount: number;
                        /** @enum {string} */
                        method: "card" | "qpay";
                        state: string;
                        /** @description Card: the gateway’s page to send the shopper to */
                        payment_url: string | null;
                        /** @description QR: the invoice to show */
                        invoice: {
                            payment_id: number;
                            qr_text: string;
                            bank_apps: {
                                name: string;
                                description: string;
                                link: string;
                            }[];
                            expires_at: string;
                            state: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postUsersWalletGiftCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description All store credit */
                        balance: number;
                        /** @description Covers 100% of a price (recharges, gift cards, refunds) */
                        full: number;
                        /** @description Cashback: covers at most 50% of a price */
                        limited: number;
                        /** @description Merchant loyalty points */
                        points: number;
                        /** @description The wallet pays only orders over this */
                        min_order: number;
                        min_recharge: number;
                        max_recharge: number;
                        loaded: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vouchers: {
                            id: number;
                            code: string;
                            amount: number;
                            used: boolean;
                            order_number: string | null;
                            expires_at: string | null;
                            expired: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupons: {
                            id: number;
                            code: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            kind: "percent" | "fixed";
                            value: number;
                            min_order: number;
                            max_discount: number | null;
                            starts_at: string;
                            ends_at: string | null;
                            personal: boolean;
                            uses_left: number | null;
                            taxon_ids: number[];
                            /** @description A store’s counter can take a use of it too: show its code as a QR code */
                            at_counter: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getCouponsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        kind: "percent" | "fixed";
                        value: number;
                        min_order: number;
                        max_discount: number | null;
                        starts_at: string;
                        ends_at: string | null;
                        personal: boolean;
                        uses_left: number | null;
                        taxon_ids: number[];
                        /** @description A store’s counter can take a use of it too: show its code as a QR code */
                        at_counter: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postCouponsByIdSendByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent_to: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getOrdersErpLoyalty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        points: number;
                        entries: {
                            id: number;
                            amount: number;
                            bucket: string;
                            /** @description recharge, gift_card, cashback, purchase, refund, reversal */
                            kind: string;
                            order_number: string | null;
                            balance_after: number;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getHorecaAmenityList: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amenities: {
                            /** @description Also the name of its icon (wifi, breakfast, airport-transfer...) */
                            code: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getHorecaHotels: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hotels: {
                            id: number;
                            slug: string;
                            name: string;
                            description: string;
                            address: string;
                            city: string;
                            stars: number;
                            images: string[];
                            /** @description Local time in Ulaanbaatar, HH:MM */
                            check_in_from: string;
                            /** @description Local time in Ulaanbaatar, HH:MM */
                            check_out_until: string;
                            /** @description Cancelled this many days or more before check-in: refunded in full; later, not */
                            free_cancel_days: number;
                            /** @description IATA code of the airport its transfer meets guests at; null: no transfer */
                            transfer_airport: string | null;
                            /** @description Its cheapest room’s night rate, ₮ */
                            from_rate: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getHorecaHotelRooms: {
        parameters: {
            query: {
                /** @description The first night, YYYY-MM-DD */
                check_in: string;
                /** @description The day of leaving, YYYY-MM-DD */
                check_out: string;
                guests: number;
                /** @description A hotel’s slug: its rooms only */
                hotel?: string;
                /** @description A city, in any shop language */
                city?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rooms: {
                            hotel: {
                                id: number;
                                slug: string;
                                name: string;
                                description: string;
                                address: string;
                                city: string;
                                stars: number;
                                images: string[];
                                /** @description Local time in Ulaanbaatar, HH:MM */
                                check_in_from: string;
                                /** @description Local time in Ulaanbaatar, HH:MM */
                                check_out_until: string;
                                /** @description Cancelled this many days or more before check-in: refunded in full; later, not */
                                free_cancel_days: number;
                                /** @description IATA code of the airport its transfer meets guests at; null: no transfer */
                                transfer_airport: string | null;
                            };
                            room: {
                                id: number;
                                hotel_id: number;
                                name: string;
                                description: string;
                                images: string[];
                                /** @description The beds, in words */
                                beds: string;
                                size_m2: number;
                                /** @description Guests the night rate is for */
                                base_guests: number;
                                max_guests: number;
                                /** @description Per guest above `base_guests`, per night, ₮ */
                                extra_guest_price: number;
                                /** @description A night outside any season, ₮ */
                                night_rate: number;
                                /** @description Friday and Saturday nights, when different */
                                weekend_rate: number | null;
                                amenities: {
                                    /** @description Also the name of its icon (wifi, breakfast, airport-transfer...) */
                                    code: string;
                                    name: string;
                                }[];
                            };
                            /** @description Rooms of this type free on every night of the stay */
                            rooms_left: number;
                            /** @description The stay’s price night by night, in tögrög */
                            price: {
                                check_in: string;
                                check_out: string;
                                guests: number;
                                nights: {
                                    /** @description YYYY-MM-DD */
                                    night: string;
                                    rate: number;
                                    /** @description The season whose rate it is, if any */
                                    season: string | null;
                                    weekend: boolean;
                                }[];
                                nights_total: number;
                                extra_guests: number;
                                extra_guest_price: number;
                                extra_guests_total: number;
                                /** @description What the stay costs, ₮ (VAT included) */
                                total: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getHorecaHotelDetail: {
        parameters: {
            query: {
                /** @description Its slug, or its id */
                id: string;
                /** @description The first night, YYYY-MM-DD */
                check_in?: string;
                /** @description The day of leaving, YYYY-MM-DD */
                check_out?: string;
                guests?: number;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        name: string;
                        description: string;
                        address: string;
                        city: string;
                        stars: number;
                        images: string[];
                        /** @description Local time in Ulaanbaatar, HH:MM */
                        check_in_from: string;
                        /** @description Local time in Ulaanbaatar, HH:MM */
                        check_out_until: string;
                        /** @description Cancelled this many days or more before check-in: refunded in full; later, not */
                        free_cancel_days: number;
                        /** @description IATA code of the airport its transfer meets guests at; null: no transfer */
                        transfer_airport: string | null;
                        rooms: {
                            id: number;
                            hotel_id: number;
                            name: string;
                            description: string;
                            images: string[];
                            /** @description The beds, in words */
                            beds: string;
                            size_m2: number;
                            /** @description Guests the night rate is for */
                            base_guests: number;
                            max_guests: number;
                            /** @description Per guest above `base_guests`, per night, ₮ */
                            extra_guest_price: number;
                            /** @description A night outside any season, ₮ */
                            night_rate: number;
                            /** @description Friday and Saturday nights, when different */
                            weekend_rate: number | null;
                            amenities: {
                                /** @description Also the name of its icon (wifi, breakfast, airport-transfer...) */
                                code: string;
                                name: string;
                            }[];
                            rooms_left: number | null;
                            /** @description The stay’s price night by night, in tögrög */
                            price: {
                                check_in: string;
                                check_out: string;
                                guests: number;
                                nights: {
                                    /** @description YYYY-MM-DD */
                                    night: string;
                                    rate: number;
                                    /** @description The season whose rate it is, if any */
                                    season: string | null;
                                    weekend: boolean;
                                }[];
                                nights_total: number;
                                extra_guests: number;
                                extra_guest_price: number;
                                extra_guests_total: number;
                                /** @description What the stay costs, ₮ (VAT included) */
                                total: number;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postHorecaCalculatePrice: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    room_type_id: number;
                    /**
                     * Format: date
                     * @description The first night, YYYY-MM-DD
                     */
                    check_in: string;
                    /**
                     * Format: date
                     * @description The day of leaving, YYYY-MM-DD
                     */
                    check_out: string;
                    guests: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        room: {
                            id: number;
                            hotel_id: number;
                            name: string;
                            description: string;
                            images: string[];
                            /** @description The beds, in words */
                            beds: string;
                            size_m2: number;
                            /** @description Guests the night rate is for */
                            base_guests: number;
                            max_guests: number;
                            /** @description Per guest above `base_guests`, per night, ₮ */
                            extra_guest_price: number;
                            /** @description A night outside any season, ₮ */
                            night_rate: number;
                            /** @description Friday and Saturday nights, when different */
                            weekend_rate: number | null;
                            amenities: {
                                /** @description Also the name of its icon (wifi, breakfast, airport-transfer...) */
                                code: string;
                                name: string;
                            }[];
                        };
                        /** @description The stay’s price night by night, in tögrög */
                        price: {
                            check_in: string;
                            check_out: string;
                            guests: number;
                            nights: {
                                /** @description YYYY-MM-DD */
                                night: string;
                                rate: number;
                                /** @description The season whose rate it is, if any */
                                season: string | null;
                                weekend: boolean;
                            }[];
                            nights_total: number;
                            extra_guests: number;
                            extra_guest_price: number;
                            extra_guests_total: number;
                            /** @description What the stay costs, ₮ (VAT included) */
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTours: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tours: {
                            id: number;
                            slug: string;
                            name: string;
                            description: string;
                            images: string[];
                            meeting_point: string;
                            /** @description IATA code of the airport it flies out from, for a tour that flies */
                            departure_airport: string | null;
                            days: number;
                            /** @description A seat’s price, ₮ */
                            price: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getToursBySlug: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path: {
                /** @description Its slug, or its id */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        slug: string;
                        name: string;
                        description: string;
                        images: string[];
                        meeting_point: string;
                        /** @description IATA code of the airport it flies out from, for a tour that flies */
                        departure_airport: string | null;
                        days: number;
                        /** @description A seat’s price, ₮ */
                        price: number;
                        departures: {
                            id: number;
                            starts_at: string;
                            seats: number;
                            seats_left: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getUsersETickets: {
        parameters: {
            query?: {
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        e_tickets: {
                            id: number;
                            /** @description What its QR code holds; staff scan it at the door */
                            code: string;
                            /** @enum {string} */
                            kind: "event" | "stay" | "tour" | "prize";
                            title: string;
                            starts_at: string;
                            ends_at: string | null;
                            holder_name: string;
                            passengers: string[];
                            order_number: string | null;
                            used_at: string | null;
                            /** @description Set when its order ended: it no longer lets in */
                            canceled_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOrdersByNumberLineItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                number: "0" | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line_item: {
                        variant_id: number;
                        /** @description Absent: one more */
                        quantity?: number;
                        /** @description Only the variant’s own option types with its own values (not stored: the variant carries them); anything else is a 400 with `errors.options` */
                        options?: {
                            [key: string]: string;
                        };
                        /** @description Required for a package product: what goes inside */
                        package?: {
                            slug: string;
                            qty: number;
                            /** @description Custom values: `message`, the words on the item’s gift tag */
                            cv?: {
                                message?: string;
                            };
                        }[];
                    };
                    gift?: boolean;
                    /** @description The buyer confirms being 21 or older. Required (true) for a spirit (a product with `age_restricted`); without it such an add is refused with 403 `error.age_required`. */
                    age_confirmed?: boolean;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                        /** @description Only for a new cart */
                        token?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteOrdersByNumberLineItems: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteOrdersByNumberLineItemsById: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    patchOrdersByNumberLineItemsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity?: number;
                    package?: {
                        slug: string;
                        qty?: number;
                        /** @description Custom values: `message`, the words on the item’s gift tag */
                        cv?: {
                            message?: string;
                        };
                    };
                    custom_values?: {
                        slug: string;
                        /** @description Custom values: `message`, the words on the item’s gift tag */
                        cv: {
                            message?: string;
                        };
                    };
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getOrdersCurrent: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description No cart */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getOrdersMine: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            number: string;
                            /** @description cart until placed; then docs/ORDERS.md */
                            state: string;
                            line_items: {
                                id: number;
                                variant_id: number;
                                quantity: number;
                                options: {
                                    [key: string]: string;
                                };
                                gift: boolean;
                                /** @description Unit price in tögrög */
                                price: number;
                                total: number;
                                product: {
                                    id: number;
                                    sku: string;
                                    name: string;
                                    brand: string | null;
                                    slug: string | null;
                                    image: string | null;
                                    /** @description A spirit: sold to buyers of 21 or older only */
                                    age_restricted: boolean;
                                };
                                /** @description What a package product holds (spec §3); null for other lines */
                                package: {
                                    slug: string;
                                    qty: number;
                                    /** @description Custom values: `message` on its gift tag */
                                    cv: {
                                        [key: string]: string;
                                    };
                                    product_id: number;
                                    variant_id: number;
                                    name: string;
                                    image: string | null;
                                    /** @description Unit price inside the package */
                                    price: number;
                                }[] | null;
                                /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                                quoted_until: string | null;
                            }[];
                            /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                            bookings: {
                                id: number;
                                /** @enum {string} */
                                kind: "stay" | "tour";
                                /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                                state: string;
                                /** @description The hotel or the tour, in the asker’s language */
                                title: string;
                                /** @description Its page: /hotels/{slug} or /tours/{slug} */
                                slug: string;
                                image: string | null;
                                /** @description A stay’s room type; null for a tour */
                                room: string | null;
                                /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                                check_in: string | null;
                                /** @description A stay’s day of leaving, YYYY-MM-DD */
                                check_out: string | null;
                                /** @description 0 for a tour */
                                nights: number;
                                /** @description A stay’s guests; a tour’s seats (one per passenger) */
                                guests: number;
                                /** @description The name a stay is booked under */
                                lead_guest: string | null;
                                /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                                arrival_airport: string | null;
                                /** @description A tour’s departure; null for a stay */
                                starts_at: string | null;
                                /** @description A tour’s passengers; empty for a stay */
                                passengers: {
                                    firstName: string;
                                    lastName: string;
                                    /** @description female, male or other */
                                    gender: string;
                                }[];
                                /** @description In tögrög, part of `item_total` */
                                total: number;
                            }[];
                            item_total: number;
                            ship_total: number;
                            tax_total: number;
                            total: number;
                            total_quantity: number;
                            email: string | null;
                            phone: string | null;
                            buyer_type: string;
                            registry_number: string | null;
                            /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                            buyer_birth_date: string | null;
                            shipping_method: string | null;
                            ship_address: {
                                country: string;
                                city: string;
                                district: string;
                                quarter: string | null;
                                street: string | null;
                                detail: string;
                                receiver: string;
                                receiver_phone: string;
                                zipcode: string;
                            } | null;
                            pickup_location_id: number | null;
                            delivery_option: string | null;
                            payment_method: string | null;
                            payment_options: {
                                saved_card_id?: number;
                                lease_months?: number;
                            };
                            coupon_code: string | null;
                            /** @description What the coupon takes off; `total` is after it */
                            promo_total: number;
                            /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                            payments: {
                                id: number;
                                /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                                method: string;
                                amount: number;
                                /** @description pending, paid, failed, canceled, refunded */
                                state: string;
                                refunded: number;
                                card_last4: string | null;
                                created_at: string;
                            }[];
                            /** @description What is still owed: the total less paid payments; nothing once the order ended */
                            amount_due: number;
                            /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                            vat_state: string;
                            vat_receipt_id: string | null;
                            vat_lottery: string | null;
                            /** @description Order date */
                            completed_at: string | null;
                            payment_due_at: string | null;
                            canceled_at: string | null;
                            cancel_reason: string | null;
                            /** @description The courier’s note or tracking reference, once the order ships */
                            shipment_note: string | null;
                            /** @description When it was delivered or handed over */
                            delivered_at: string | null;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        per_page: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getOrdersByNumber: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                        transitions: {
                            from_state: string;
                            to_state: string;
                            reason: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOrdersByNumberCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /**
                     * @default original
                     * @enum {string}
                     */
                    refund_to?: "wallet" | "original";
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                        /** @description When and how money paid comes back */
                        refund_note: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOrdersByNumberBookings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                number: "0" | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "stay";
                    room_type_id: number;
                    /**
                     * Format: date
                     * @description The first night, YYYY-MM-DD
                     */
                    check_in: string;
                    /**
                     * Format: date
                     * @description The day of leaving, YYYY-MM-DD
                     */
                    check_out: string;
                    guests: number;
                    /** @description The name it is booked under */
                    lead_guest: string;
                    /** @description IATA code of the airport the guests land at (`GET /search/airports`), for a hotel with an airport transfer; refused for a hotel without one */
                    arrival_airport?: string | "";
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                } | {
                    /** @enum {string} */
                    kind: "tour";
                    departure_id: number;
                    /** @description One seat each */
                    passengers: {
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        gender: "female" | "male" | "other";
                    }[];
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                        /** @description Only for a new cart */
                        token?: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteOrdersByNumberBookingsById: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getCheckoutsPaymentMethods: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        methods: {
                            /** @enum {string} */
                            id: "card" | "saved_card" | "qpay" | "bank_transfer" | "lease" | "most";
                            name: string;
                            available: boolean;
                            reason: string | null;
                            min: number | null;
                            max: number | null;
                        }[];
                        wallet: {
                            full: number;
                            limited: number;
                            points: number;
                            /** @description The most the wallet may pay of this cart (spec §9) */
                            usable: number;
                        } | null;
                        saved_cards: {
                            id: number;
                            brand: string | null;
                            last4: string;
                            exp_month: number | null;
                            exp_year: number | null;
                            created_at: string;
                        }[];
                        due: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postCheckoutsByNumberCoupon: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteCheckoutsByNumberCoupon: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getCheckoutsByNumberTenders: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenders: {
                            /** @enum {string} */
                            kind: "wallet" | "gift_card" | "voucher";
                            /** @description The gift card’s or voucher’s id; 0 for the wallet */
                            source_id: number;
                            /** @description The end of the code (never all of it) */
                            label: string;
                            /** @description What it pays of the order now */
                            amount: number;
                        }[];
                        /** @description What is left for the payment method */
                        due: number;
                        /** @description Why the chosen tenders cannot pay as they are */
                        refusal: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postCheckoutsByNumberTenders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "wallet";
                    amount: number;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                } | {
                    /** @enum {string} */
                    kind: "gift_card";
                    code: string;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                } | {
                    /** @enum {string} */
                    kind: "voucher";
                    code: string;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenders: {
                            /** @enum {string} */
                            kind: "wallet" | "gift_card" | "voucher";
                            /** @description The gift card’s or voucher’s id; 0 for the wallet */
                            source_id: number;
                            /** @description The end of the code (never all of it) */
                            label: string;
                            /** @description What it pays of the order now */
                            amount: number;
                        }[];
                        /** @description What is left for the payment method */
                        due: number;
                        /** @description Why the chosen tenders cannot pay as they are */
                        refusal: string | null;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteCheckoutsByNumberTendersByKindBySourceId: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
                kind: "wallet" | "gift_card" | "voucher";
                source_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenders: {
                            /** @enum {string} */
                            kind: "wallet" | "gift_card" | "voucher";
                            /** @description The gift card’s or voucher’s id; 0 for the wallet */
                            source_id: number;
                            /** @description The end of the code (never all of it) */
                            label: string;
                            /** @description What it pays of the order now */
                            amount: number;
                        }[];
                        /** @description What is left for the payment method */
                        due: number;
                        /** @description Why the chosen tenders cannot pay as they are */
                        refusal: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putCheckoutsByNumberMostInApp: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    custtkn: string;
                    txntkn: string;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOrdersByNumberPaymentsCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where the provider’s page sends the shopper back: a page of this shop
                     */
                    return_url: string;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_url: string;
                        amount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOrdersByNumberPaymentsSavedCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postOrdersByNumberPaymentsQpay: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: number;
                        amount: number;
                        /** @description Show as a QR code */
                        qr_text: string;
                        bank_apps: {
                            name: string;
                            description: string;
                            link: string;
                        }[];
                        expires_at: string;
                        /** @description pending until paid; failed once expired */
                        state: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getOrdersByNumberPaymentsById: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment_id: number;
                        amount: number;
                        /** @description Show as a QR code */
                        qr_text: string;
                        bank_apps: {
                            name: string;
                            description: string;
                            link: string;
                        }[];
                        expires_at: string;
                        /** @description pending until paid; failed once expired */
                        state: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getOrdersByNumberCheckLend: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
                /** @description Accepted for the old app; not used */
                payment?: string;
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "down_payment_due" | "applied" | "approved" | "declined" | "canceled";
                        months: number;
                        monthly: number;
                        down_payment: number;
                        down_payment_left: number;
                        financed: number;
                        price: number;
                        decline_reason: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    patchCheckoutsByNumber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    phone?: string;
                    /** @enum {string} */
                    buyer_type?: "person" | "organisation";
                    registry_number?: string;
                    /** @description YYYY-MM-DD; needed, 21 or older, when the order holds spirits */
                    buyer_birth_date?: string;
                    /** @enum {string} */
                    shipping_method?: "delivery" | "pickup";
                    address?: {
                        city: string;
                        district: string;
                        quarter?: string | null;
                        street?: string | null;
                        detail: string;
                        receiver: string;
                        receiver_phone: string;
                        zipcode: string;
                        is_default?: boolean | ("0" | "1" | "on" | "true" | "false" | "");
                    };
                    pickup_location_id?: number;
                    /** @enum {string} */
                    delivery_option?: "standard" | "express" | "same_day";
                    /** @enum {string} */
                    payment_method?: "card" | "saved_card" | "qpay" | "bank_transfer" | "lease" | "most";
                    saved_card_id?: number;
                    lease_months?: number;
                    /**
                     * @description 849: pickup (spec §9), the same as shipping_method "pickup"
                     * @enum {number}
                     */
                    shipping_method_id?: 849;
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                        /** @description Empty without an address; null where the shop does not deliver */
                        delivery_rates: {
                            /** @enum {string} */
                            option: "standard" | "express" | "same_day";
                            price: number;
                            within_hours: number;
                            /** @description Whether it can be chosen now (work hours, same-day cut-off) */
                            open: boolean;
                        }[] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getCheckoutsByNumberDeliveryRates: {
        parameters: {
            query?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                order_token?: string;
                locale?: "mn" | "en" | "ru" | "cn" | "it";
            };
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Empty without an address; null where the shop does not deliver */
                        delivery_rates: {
                            /** @enum {string} */
                            option: "standard" | "express" | "same_day";
                            price: number;
                            within_hours: number;
                            /** @description Whether it can be chosen now (work hours, same-day cut-off) */
                            open: boolean;
                        }[] | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postCheckoutsByNumberComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                "x-spree-order-token"?: string;
                /** @description Any unique text per attempt to place this order */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The guest’s order token (also accepted as the X-Spree-Order-Token header) */
                    order_token?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                        placed_now: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeQuotes: {
        parameters: {
            query?: {
                state?: "sent" | "answered" | "declined" | "accepted" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quotes: {
                            id: number;
                            /**
                             * @description `sent` (waiting for the shop), `answered` (a price that holds until `valid_until`), `declined`, `accepted` (in the cart at that price), `expired` (answered, date passed)
                             * @enum {string}
                             */
                            state: "sent" | "answered" | "declined" | "accepted" | "expired";
                            /** @description Null for a request in words that staff have not tied to a product */
                            product: {
                                id: number;
                                slug: string;
                                name: string;
                                image: string | null;
                                options: {
                                    [key: string]: string;
                                };
                                age_restricted: boolean;
                            } | null;
                            variant_id: number | null;
                            /** @description Plain text: show it as text, never as HTML */
                            description: string;
                            quantity: number;
                            /** @description YYYY-MM-DD */
                            needed_by: string | null;
                            phone: string | null;
                            email: string | null;
                            /** @description ₮ a piece, once answered */
                            unit_price: number | null;
                            total: number | null;
                            valid_until: string | null;
                            /** @description The shop’s words with its answer or refusal */
                            answer_note: string;
                            /** @description The cart it went into, once accepted */
                            order_number: string | null;
                            /** @description POST /quotes/{id}/accept would take it into the cart */
                            can_accept: boolean;
                            created_at: string;
                            answered_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putBackOfficeQuotesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "price";
                    unit_price: number;
                    /** @description ISO time with offset */
                    valid_until: string;
                    variant_id?: number;
                    note?: string;
                } | {
                    /** @enum {string} */
                    decision: "decline";
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /**
                         * @description `sent` (waiting for the shop), `answered` (a price that holds until `valid_until`), `declined`, `accepted` (in the cart at that price), `expired` (answered, date passed)
                         * @enum {string}
                         */
                        state: "sent" | "answered" | "declined" | "accepted" | "expired";
                        /** @description Null for a request in words that staff have not tied to a product */
                        product: {
                            id: number;
                            slug: string;
                            name: string;
                            image: string | null;
                            options: {
                                [key: string]: string;
                            };
                            age_restricted: boolean;
                        } | null;
                        variant_id: number | null;
                        /** @description Plain text: show it as text, never as HTML */
                        description: string;
                        quantity: number;
                        /** @description YYYY-MM-DD */
                        needed_by: string | null;
                        phone: string | null;
                        email: string | null;
                        /** @description ₮ a piece, once answered */
                        unit_price: number | null;
                        total: number | null;
                        valid_until: string | null;
                        /** @description The shop’s words with its answer or refusal */
                        answer_note: string;
                        /** @description The cart it went into, once accepted */
                        order_number: string | null;
                        /** @description POST /quotes/{id}/accept would take it into the cart */
                        can_accept: boolean;
                        created_at: string;
                        answered_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeETickets: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        e_tickets: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            kind: "event" | "stay" | "tour" | "prize";
                            title: string;
                            starts_at: string;
                            ends_at: string | null;
                            holder_name: string;
                            passengers: string[];
                            order_number: string | null;
                            used_at: string | null;
                        }[];
                        total: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeETicketsScans: {
        parameters: {
            query?: {
                date?: string;
                staff_id?: number;
                subject?: "e_ticket" | "coupon";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scans: {
                            id: number;
                            /** @enum {string} */
                            subject: "e_ticket" | "coupon";
                            subject_id: number;
                            code: string;
                            /** @enum {string} */
                            outcome: "used" | "already_used";
                            staff_id: number;
                            staff_name: string;
                            location: string | null;
                            at: string;
                        }[];
                        total: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeETicketsByIdUse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code on the e-ticket or coupon (any case), or else its id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        e_ticket: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            kind: "event" | "stay" | "tour" | "prize";
                            title: string;
                            starts_at: string;
                            ends_at: string | null;
                            holder_name: string;
                            passengers: string[];
                            order_number: string | null;
                            used_at: string | null;
                        };
                        /** @description Whether the use button can take it now */
                        usable: boolean;
                        /** @description Why not, in the asker’s language */
                        refusal: string | null;
                        /** @description The (last) scan that used it: who, where, when */
                        used: {
                            at: string;
                            staff_name: string;
                            location: string | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putBackOfficeETicketsByIdUse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code on the e-ticket or coupon (any case), or else its id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The store the scanner stands in (`site_data` store_locations) */
                    location_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        e_ticket: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            kind: "event" | "stay" | "tour" | "prize";
                            title: string;
                            starts_at: string;
                            ends_at: string | null;
                            holder_name: string;
                            passengers: string[];
                            order_number: string | null;
                            used_at: string | null;
                        };
                        /** @description Whether the use button can take it now */
                        usable: boolean;
                        /** @description Why not, in the asker’s language */
                        refusal: string | null;
                        /** @description The (last) scan that used it: who, where, when */
                        used: {
                            at: string;
                            staff_name: string;
                            location: string | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeCouponsByIdUse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code on the e-ticket or coupon (any case), or else its id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupon: {
                            id: number;
                            code: string;
                            name: string;
                            terms: string;
                            /** @enum {string} */
                            kind: "percent" | "fixed";
                            value: number;
                            min_order: number;
                            max_discount: number | null;
                            ends_at: string | null;
                            owner: string | null;
                            uses_left: number | null;
                        };
                        /** @description Whether the use button can take it now */
                        usable: boolean;
                        /** @description Why not, in the asker’s language */
                        refusal: string | null;
                        /** @description The (last) scan that used it: who, where, when */
                        used: {
                            at: string;
                            staff_name: string;
                            location: string | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putBackOfficeCouponsByIdUse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code on the e-ticket or coupon (any case), or else its id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The store the scanner stands in (`site_data` store_locations) */
                    location_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coupon: {
                            id: number;
                            code: string;
                            name: string;
                            terms: string;
                            /** @enum {string} */
                            kind: "percent" | "fixed";
                            value: number;
                            min_order: number;
                            max_discount: number | null;
                            ends_at: string | null;
                            owner: string | null;
                            uses_left: number | null;
                        };
                        /** @description Whether the use button can take it now */
                        usable: boolean;
                        /** @description Why not, in the asker’s language */
                        refusal: string | null;
                        /** @description The (last) scan that used it: who, where, when */
                        used: {
                            at: string;
                            staff_name: string;
                            location: string | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putBackOfficeReviewsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                };
            };
        };
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putBackOfficeCommentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                };
            };
        };
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    putBackOfficeArticleCommentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                };
            };
        };
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeJobApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applications: {
                            id: number;
                            job: string;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            message: string;
                            cv_format: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeJobApplicationsByIdCv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getBackOfficeUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        role: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postBackOfficeOrdersByNumberBankTransfers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bank_reference: string;
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                        method: string;
                        amount: number;
                        /** @description pending, paid, failed, canceled, refunded */
                        state: string;
                        refunded: number;
                        card_last4: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postBackOfficeOrdersByNumberFulfilment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    step: "confirm" | "decline" | "ready" | "ship" | "deliver" | "complete";
                    note?: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postBackOfficeOrdersByNumberCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @enum {string} */
                    refund_to: "wallet" | "original";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postBackOfficeOrdersByNumberReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Order number, e.g. R123456789 */
                number: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @enum {string} */
                    refund_to: "wallet" | "original";
                    /** @default [] */
                    write_off_line_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        /** @description cart until placed; then docs/ORDERS.md */
                        state: string;
                        line_items: {
                            id: number;
                            variant_id: number;
                            quantity: number;
                            options: {
                                [key: string]: string;
                            };
                            gift: boolean;
                            /** @description Unit price in tögrög */
                            price: number;
                            total: number;
                            product: {
                                id: number;
                                sku: string;
                                name: string;
                                brand: string | null;
                                slug: string | null;
                                image: string | null;
                                /** @description A spirit: sold to buyers of 21 or older only */
                                age_restricted: boolean;
                            };
                            /** @description What a package product holds (spec §3); null for other lines */
                            package: {
                                slug: string;
                                qty: number;
                                /** @description Custom values: `message` on its gift tag */
                                cv: {
                                    [key: string]: string;
                                };
                                product_id: number;
                                variant_id: number;
                                name: string;
                                image: string | null;
                                /** @description Unit price inside the package */
                                price: number;
                            }[] | null;
                            /** @description A line of an accepted price quote: `price` holds until this time, then it is the usual price (the quantity cannot go above the quoted one meanwhile); null otherwise */
                            quoted_until: string | null;
                        }[];
                        /** @description Hotel stays and tours’ seats; a cart of bookings only needs no delivery */
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "tour";
                            /** @description cart; held (the order is placed: its nights or seats are taken until it is paid or ends); confirmed (paid: its e-tickets are issued); released (the order ended) */
                            state: string;
                            /** @description The hotel or the tour, in the asker’s language */
                            title: string;
                            /** @description Its page: /hotels/{slug} or /tours/{slug} */
                            slug: string;
                            image: string | null;
                            /** @description A stay’s room type; null for a tour */
                            room: string | null;
                            /** @description A stay’s first night, YYYY-MM-DD in Ulaanbaatar */
                            check_in: string | null;
                            /** @description A stay’s day of leaving, YYYY-MM-DD */
                            check_out: string | null;
                            /** @description 0 for a tour */
                            nights: number;
                            /** @description A stay’s guests; a tour’s seats (one per passenger) */
                            guests: number;
                            /** @description The name a stay is booked under */
                            lead_guest: string | null;
                            /** @description IATA code of the airport the hotel’s transfer meets the guests at, when asked */
                            arrival_airport: string | null;
                            /** @description A tour’s departure; null for a stay */
                            starts_at: string | null;
                            /** @description A tour’s passengers; empty for a stay */
                            passengers: {
                                firstName: string;
                                lastName: string;
                                /** @description female, male or other */
                                gender: string;
                            }[];
                            /** @description In tögrög, part of `item_total` */
                            total: number;
                        }[];
                        item_total: number;
                        ship_total: number;
                        tax_total: number;
                        total: number;
                        total_quantity: number;
                        email: string | null;
                        phone: string | null;
                        buyer_type: string;
                        registry_number: string | null;
                        /** @description YYYY-MM-DD; asked (21 or older) when the order holds spirits */
                        buyer_birth_date: string | null;
                        shipping_method: string | null;
                        ship_address: {
                            country: string;
                            city: string;
                            district: string;
                            quarter: string | null;
                            street: string | null;
                            detail: string;
                            receiver: string;
                            receiver_phone: string;
                            zipcode: string;
                        } | null;
                        pickup_location_id: number | null;
                        delivery_option: string | null;
                        payment_method: string | null;
                        payment_options: {
                            saved_card_id?: number;
                            lease_months?: number;
                        };
                        coupon_code: string | null;
                        /** @description What the coupon takes off; `total` is after it */
                        promo_total: number;
                        /** @description Payments towards the order (spec §3): wallet, gift card, voucher, card, QR... */
                        payments: {
                            id: number;
                            /** @description wallet, gift_card, voucher, card, saved_card, qpay, bank_transfer, most, lease */
                            method: string;
                            amount: number;
                            /** @description pending, paid, failed, canceled, refunded */
                            state: string;
                            refunded: number;
                            card_last4: string | null;
                            created_at: string;
                        }[];
                        /** @description What is still owed: the total less paid payments; nothing once the order ended */
                        amount_due: number;
                        /** @description none, waiting (for the VAT receipt), sent, or returned (voided: the order ended) */
                        vat_state: string;
                        vat_receipt_id: string | null;
                        vat_lottery: string | null;
                        /** @description Order date */
                        completed_at: string | null;
                        payment_due_at: string | null;
                        canceled_at: string | null;
                        cancel_reason: string | null;
                        /** @description The courier’s note or tracking reference, once the order ships */
                        shipment_note: string | null;
                        /** @description When it was delivered or handed over */
                        delivered_at: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postBackOfficeVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                    amount: number;
                    /** @description Staff’s own reference (a ticket number): giving twice with it gives one */
                    reference: string;
                    /** Format: date-time */
                    expires_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        amount: number;
                        user_id: number;
                        expires_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteLocations: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            name: string;
                            translations: {
                                [key: string]: {
                                    [key: string]: string;
                                };
                            };
                            address: string;
                            active: boolean;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postTmpRouletteLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description The name in the other locales (`{"en": {"name": "…"}}`); Mongolian is `name` */
                    translations?: {
                        [key: string]: {
                            name: string;
                        };
                    };
                    address?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        translations: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        address: string;
                        active: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteTmpRouletteLocationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    patchTmpRouletteLocationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description The name in the other locales (`{"en": {"name": "…"}}`); Mongolian is `name` */
                    translations?: {
                        [key: string]: {
                            name: string;
                        };
                    };
                    address?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        translations: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        address: string;
                        active: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteProducts: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
                game?: "lucky_wheel" | "jackpot";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            /** @enum {string} */
                            game: "lucky_wheel" | "jackpot";
                            name: string;
                            translations: {
                                [key: string]: {
                                    [key: string]: string;
                                };
                            };
                            /** @enum {string} */
                            kind: "coupon" | "voucher" | "product";
                            /** @enum {string|null} */
                            coupon_kind: "percent" | "fixed" | null;
                            value: number;
                            valid_days: number;
                            color: string;
                            active: boolean;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postTmpRouletteProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    game: "lucky_wheel" | "jackpot";
                    name: string;
                    /** @description The name in the other locales (`{"en": {"name": "…"}}`); Mongolian is `name` */
                    translations?: {
                        [key: string]: {
                            name: string;
                        };
                    };
                    /** @enum {string} */
                    kind: "coupon" | "voucher" | "product";
                    /** @enum {string|null} */
                    coupon_kind?: "percent" | "fixed" | null;
                    value?: number;
                    valid_days?: number;
                    color?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        game: "lucky_wheel" | "jackpot";
                        name: string;
                        translations: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        /** @enum {string} */
                        kind: "coupon" | "voucher" | "product";
                        /** @enum {string|null} */
                        coupon_kind: "percent" | "fixed" | null;
                        value: number;
                        valid_days: number;
                        color: string;
                        active: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteTmpRouletteProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    patchTmpRouletteProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    game?: "lucky_wheel" | "jackpot";
                    name?: string;
                    /** @description The name in the other locales (`{"en": {"name": "…"}}`); Mongolian is `name` */
                    translations?: {
                        [key: string]: {
                            name: string;
                        };
                    };
                    /** @enum {string} */
                    kind?: "coupon" | "voucher" | "product";
                    /** @enum {string|null} */
                    coupon_kind?: "percent" | "fixed" | null;
                    value?: number;
                    valid_days?: number;
                    color?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        game: "lucky_wheel" | "jackpot";
                        name: string;
                        translations: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        /** @enum {string} */
                        kind: "coupon" | "voucher" | "product";
                        /** @enum {string|null} */
                        coupon_kind: "percent" | "fixed" | null;
                        value: number;
                        valid_days: number;
                        color: string;
                        active: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteNumbers: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
                used?: "true" | "false";
                location_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            game: "lucky_wheel" | "jackpot";
                            location_id: number;
                            used_at: string | null;
                            used_by: number | null;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postTmpRouletteNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    game: "lucky_wheel" | "jackpot";
                    location_id: number;
                    codes?: string[];
                    count?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        numbers: {
                            id: number;
                            code: string;
                            /** @enum {string} */
                            game: "lucky_wheel" | "jackpot";
                            location_id: number;
                            used_at: string | null;
                            used_by: number | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteTmpRouletteNumbersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    patchTmpRouletteNumbersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    game?: "lucky_wheel" | "jackpot";
                    location_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        /** @enum {string} */
                        game: "lucky_wheel" | "jackpot";
                        location_id: number;
                        used_at: string | null;
                        used_by: number | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteStocks: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
                location_id?: string;
                product_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            prize_id: number;
                            prize: string;
                            location_id: number;
                            location: string;
                            quantity: number;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postTmpRouletteStocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id: number;
                    location_id: number;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quantity: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteTmpRouletteStocksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    patchTmpRouletteStocksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quantity: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            /** @enum {string} */
                            game: "lucky_wheel" | "jackpot";
                            active: boolean;
                            min_order_total: number | null;
                            orders_from: string;
                            order_location_id: number | null;
                            jackpot_seed: number;
                            jackpot_step: number;
                            jackpot_odds: number;
                            jackpot_pot: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    patchTmpRouletteGamesByGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: "lucky_wheel" | "jackpot";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    min_order_total?: number | null;
                    order_location_id?: number | null;
                    jackpot_seed?: number;
                    jackpot_step?: number;
                    jackpot_odds?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        game: "lucky_wheel" | "jackpot";
                        active: boolean;
                        min_order_total: number | null;
                        orders_from: string;
                        order_location_id: number | null;
                        jackpot_seed: number;
                        jackpot_step: number;
                        jackpot_odds: number;
                        jackpot_pot: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteResults: {
        parameters: {
            query: {
                /** @description The first day (the shop’s time, Asia/Ulaanbaatar) */
                from: string;
                /** @description The last day, included; at most a year after `from` */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            day: string;
                            game: string;
                            location: string;
                            prize: string;
                            reward: string;
                            spins: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteResultsCsv: {
        parameters: {
            query: {
                /** @description The first day (the shop’s time, Asia/Ulaanbaatar) */
                from: string;
                /** @description The last day, included; at most a year after `from` */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV: day,game,location,prize,reward,spins */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    getTmpRouletteUsers: {
        parameters: {
            query?: {
                page?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            user_id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        pages: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    postTmpRouletteUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        user_id: number;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
    deleteTmpRouletteUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errors?: {
                            [key: string]: string[];
                        };
                        request_id: string;
                    };
                };
            };
        };
    };
}
