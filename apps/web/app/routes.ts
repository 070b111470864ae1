import { index, type RouteConfig, route } from '@react-router/dev/routes';

// mn has no prefix; the other locales are an optional first segment, checked in locale.tsx.
export default [
  route(':locale?', 'routes/locale.tsx', [
    index('routes/home.tsx'),
    route('_test/crash', 'routes/test-crash.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/:slug', 'routes/product.tsx'),
    route('t/*', 'routes/category.tsx'),
    route('search', 'routes/search.tsx'),
    route('compare', 'routes/compare.tsx'),
    route('recently-viewed', 'routes/recently-viewed.tsx'),
    route('my-searches', 'routes/my-searches.tsx'),
    route('brands', 'routes/brands.tsx'),
    route('brands/:code', 'routes/brand.tsx'),
    route('vendors/:code', 'routes/vendor.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
