/**
 * The screens and their guards (spec section 2). Every screen is lazily loaded into its own chunk; producer
 * and admin screens only load once their guard lets the visitor through. App.tsx renders these with the
 * router's declarative mode (BrowserRouter + useRoutes): the data router would add about 17 kB gzipped to the
 * shopper's first load for loaders and actions the app does not use (docs/performance.md). Errors inside a
 * screen are caught by ScreenErrorBoundary (RootLayout), not by errorElement.
 */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { rolesFor, type Role } from '../../../shared/roles.js';
import { ScreenErrorBoundary } from '../components/ErrorPage';
import { FullScreenLoader } from '../components/Spinner';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './RootLayout';

const home = () => import('../features/home/HomeScreen');

/**
 * The guard of the signed-in screens loads with them, not with the shell (issue 10's first load): a guarded
 * page waits for the session's user anyway, and its chunk is fetched while that user is on its way.
 */
const RequireRoleGuard = lazy(() =>
  import('../components/RequireRole').then((module) => ({ default: module.RequireRole })),
);

function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <RequireRoleGuard allowed={allowed} />
    </Suspense>
  );
}

/** Public screens. */
const publicRoutes: RouteObject[] = [
  { index: true, element: lazyScreen(home) },
  { path: 'home', element: lazyScreen(home) },
  { path: 'about', element: lazyScreen(() => import('../features/content/AboutScreen')) },
  { path: 'contact', element: lazyScreen(() => import('../features/content/ContactScreen')) },
  { path: 'faq', element: lazyScreen(() => import('../features/content/FaqScreen')) },
  { path: 'guide', element: lazyScreen(() => import('../features/content/GuideScreen')) },
  { path: 'blog', element: lazyScreen(() => import('../features/content/BlogListScreen')) },
  {
    path: 'blog/category/:categoryId',
    element: lazyScreen(() => import('../features/content/BlogCategoryScreen')),
  },
  { path: 'blog/:id', element: lazyScreen(() => import('../features/content/BlogPostScreen')) },
  { path: 'privacy', element: lazyScreen(() => import('../features/content/PrivacyScreen')) },
  { path: 'terms', element: lazyScreen(() => import('../features/content/TermsScreen')) },
  { path: 'products', element: lazyScreen(() => import('../features/catalog/ProductsScreen')) },
  { path: 'products/:id', element: lazyScreen(() => import('../features/product/ProductDetailScreen')) },
  { path: 'login', element: lazyScreen(() => import('../features/auth/LoginScreen')) },
  { path: 'register', element: lazyScreen(() => import('../features/auth/RegisterScreen')) },
  { path: 'register-producer', element: lazyScreen(() => import('../features/auth/RegisterProducerScreen')) },
  { path: 'confirm-account', element: lazyScreen(() => import('../features/auth/ConfirmAccountScreen')) },
  { path: 'forgot-password', element: lazyScreen(() => import('../features/auth/ForgotPasswordScreen')) },
  { path: 'reset-password', element: lazyScreen(() => import('../features/auth/ResetPasswordScreen')) },
  { path: 'access-denied', element: lazyScreen(() => import('../features/auth/AccessDeniedScreen')) },
  { path: 'cart', element: lazyScreen(() => import('../features/cart/CartScreen')) },
  {
    path: 'order-confirmation/:orderId',
    element: lazyScreen(() => import('../features/checkout/OrderConfirmationScreen')),
  },
];

/**
 * Signed-in screens: consumer, producer or admin. /checkout lets every role in and tells a producer or an admin
 * that buying needs a consumer account.
 */
const signedInRoutes: RouteObject = {
  element: <RequireRole allowed={rolesFor('signed-in')} />,
  children: [
    { path: 'profile', element: lazyScreen(() => import('../features/profile/ProfileScreen')) },
    { path: 'checkout', element: lazyScreen(() => import('../features/checkout/CheckoutScreen')) },
  ],
};

/** The consumer's order pages: blocked for producers and admins (spec section 6), who go to /access-denied. */
const consumerRoutes: RouteObject = {
  element: <RequireRole allowed={rolesFor('consumer')} />,
  children: [
    { path: 'orders', element: lazyScreen(() => import('../features/orders/OrdersScreen')) },
    { path: 'orders/:id', element: lazyScreen(() => import('../features/orders/OrderDetailScreen')) },
  ],
};

/** Producer or admin screens. */
const producerRoutes: RouteObject = {
  path: 'producer',
  element: <RequireRole allowed={rolesFor('producer-or-admin')} />,
  children: [
    { path: 'dashboard', element: lazyScreen(() => import('../features/producer/ProducerDashboardScreen')) },
    { path: 'products', element: lazyScreen(() => import('../features/producer/ProducerProductsScreen')) },
    {
      path: 'products/new',
      element: lazyScreen(() => import('../features/producer/ProducerProductNewScreen')),
    },
    {
      path: 'products/:productId/edit',
      element: lazyScreen(() => import('../features/producer/ProducerProductEditScreen')),
    },
    { path: 'orders', element: lazyScreen(() => import('../features/producer/ProducerOrdersScreen')) },
    {
      path: 'orders/:orderId',
      element: lazyScreen(() => import('../features/producer/ProducerOrderDetailScreen')),
    },
  ],
};

/**
 * Admin screens, inside the admin frame (the admin bar; lazily loaded with the admin screens). /admin/coupons is
 * ours (coupon management is beyond the spec).
 */
const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireRole allowed={rolesFor('admin')} />,
  children: [
    {
      element: lazyScreen(() => import('../features/admin/AdminLayout')),
      children: [
        { path: 'dashboard', element: lazyScreen(() => import('../features/admin/AdminDashboardScreen')) },
        { path: 'users', element: lazyScreen(() => import('../features/admin/AdminUsersScreen')) },
        {
          path: 'users/:userId',
          element: lazyScreen(() => import('../features/admin/AdminUserDetailScreen')),
        },
        { path: 'orders', element: lazyScreen(() => import('../features/admin/AdminOrdersScreen')) },
        { path: 'orders/:id', element: lazyScreen(() => import('../features/admin/AdminOrderDetailScreen')) },
        { path: 'products', element: lazyScreen(() => import('../features/admin/AdminProductsScreen')) },
        { path: 'coupons', element: lazyScreen(() => import('../features/admin/AdminCouponsScreen')) },
        { path: 'analytics', element: lazyScreen(() => import('../features/admin/AdminAnalyticsScreen')) },
        // Beyond the spec's routes: global notices and the contact inbox (issue 11).
        {
          path: 'notifications',
          element: lazyScreen(() => import('../features/admin/AdminNotificationsScreen')),
        },
        { path: 'messages', element: lazyScreen(() => import('../features/admin/AdminMessagesScreen')) },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    // The maintenance page stands alone: no navigation into a shop that is closed.
    path: '/maintenance',
    element: (
      <ScreenErrorBoundary>
        {lazyScreen(() => import('../features/maintenance/MaintenanceScreen'))}
      </ScreenErrorBoundary>
    ),
  },
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      signedInRoutes,
      consumerRoutes,
      producerRoutes,
      adminRoutes,
      { path: '*', element: lazyScreen(() => import('../components/NotFound')) },
    ],
  },
];
