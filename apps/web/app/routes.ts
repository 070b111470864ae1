import { index, type RouteConfig, route } from '@react-router/dev/routes';

// mn has no prefix; the other locales are an optional first segment, checked in locale.tsx.
export default [
  // Providers send the browser back to one address per provider, whatever the locale.
  route('auth/:provider', 'routes/auth-start.tsx'),
  route('auth/:provider/callback', 'routes/auth-callback.tsx'),
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
    route('age-gate', 'routes/age-gate.tsx'),
    route('age-gate/exit', 'routes/age-gate-exit.tsx'),
    route('brand/:name', 'routes/microsite/layout.tsx', [
      index('routes/microsite/home.tsx'),
      route('story', 'routes/microsite/story.tsx'),
      route('vision', 'routes/microsite/vision.tsx'),
      route('cocktails', 'routes/microsite/cocktails.tsx'),
      route('facts', 'routes/microsite/facts.tsx'),
    ]),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('password-reset', 'routes/password-reset.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('orders/:number', 'routes/order.tsx'),
    route('orders/:number/paid', 'routes/order-paid.tsx'),
    route('account', 'routes/account/layout.tsx', [
      index('routes/account/profile.tsx'),
      route('contact', 'routes/account/contact.tsx'),
      route('password', 'routes/account/password.tsx'),
      route('addresses', 'routes/account/addresses.tsx'),
      route('organisation', 'routes/account/organisation.tsx'),
      route('sessions', 'routes/account/sessions.tsx'),
      route('orders', 'routes/account/orders.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
