/**
 * Every route beyond the landing pages (router.tsx): the content pages, the account screens, the cart and
 * checkout, the signed-in, producer and admin screens. This table and the lists of chunks its screens need
 * travel in a chunk of their own (outside the first load, docs/performance.md), rendered as descendant routes of
 * the layout's `*` route: fetched with the entry on these pages (web/build/route-preload.ts) and right after the
 * first paint on the landing pages, so a click never waits for it.
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { LEGAL_PAGE_INFO, LEGAL_PAGES, WITHDRAWAL_PATH } from '../../../shared/constants/legal-pages.js';
import { rolesFor } from '../../../shared/constants/roles.js';
import { RequireRole } from '../components/RequireRole';
import { lazyScreen } from './lazy-screen';

/** Public screens beyond the landing pages. */
const publicRoutes: RouteObject[] = [
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
  // The legal pages (docs/legal.md), one screen reading the page from the path; the old addresses redirect.
  ...LEGAL_PAGES.map((page) => ({
    path: LEGAL_PAGE_INFO[page].path.slice(1),
    element: lazyScreen(() => import('../features/legal/LegalPageScreen')),
  })),
  // The withdrawal function (docs/legal.md): public, it asks a signed-out visitor to sign in.
  {
    path: WITHDRAWAL_PATH.slice(1),
    element: lazyScreen(() => import('../features/withdrawal/WithdrawalScreen')),
  },
  { path: 'privacy', element: <Navigate to={LEGAL_PAGE_INFO.privacidad.path} replace /> },
  { path: 'terms', element: <Navigate to={LEGAL_PAGE_INFO.condiciones.path} replace /> },
  { path: 'login', element: lazyScreen(() => import('../features/auth/LoginScreen')) },
  { path: 'register', element: lazyScreen(() => import('../features/auth/RegisterScreen')) },
  { path: 'register-producer', element: lazyScreen(() => import('../features/auth/RegisterProducerScreen')) },
  { path: 'confirm-account', element: lazyScreen(() => import('../features/auth/ConfirmAccountScreen')) },
  { path: 'forgot-password', element: lazyScreen(() => import('../features/auth/ForgotPasswordScreen')) },
  { path: 'reset-password', element: lazyScreen(() => import('../features/auth/ResetPasswordScreen')) },
  { path: 'access-denied', element: lazyScreen(() => import('../features/auth/AccessDeniedScreen')) },
  // The API description for developers (GET /v1/openapi.json as a page to read).
  { path: 'developers', element: lazyScreen(() => import('../features/developers/ApiReferenceScreen')) },
  { path: 'cart', element: lazyScreen(() => import('../features/cart/CartScreen')) },
  { path: 'fincas/:slug', element: lazyScreen(() => import('../features/farm/FarmScreen')) },
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

/** The consumer's order pages: blocked for producers and admins, who go to /access-denied (docs/web.md). */
const consumerRoutes: RouteObject = {
  element: <RequireRole allowed={rolesFor('consumer')} />,
  children: [
    { path: 'orders', element: lazyScreen(() => import('../features/orders/OrdersScreen')) },
    { path: 'orders/:id', element: lazyScreen(() => import('../features/orders/OrderDetailScreen')) },
    // Recurring boxes (docs/subscriptions.md).
    {
      path: 'suscripciones',
      element: lazyScreen(() => import('../features/subscriptions/SubscriptionsScreen')),
    },
    {
      path: 'suscripciones/nueva',
      element: lazyScreen(() => import('../features/subscriptions/SubscribeScreen')),
    },
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
    { path: 'payouts', element: lazyScreen(() => import('../features/producer/ProducerPayoutsScreen')) },
    { path: 'reviews', element: lazyScreen(() => import('../features/producer/ProducerReviewsScreen')) },
  ],
};

/**
 * Admin screens, inside the admin frame (the admin bar; lazily loaded with the admin screens). /admin/coupons is
 * ours (coupon management is an addition to the original admin screens).
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
        // Additions to the original admin routes: global notices and the contact inbox (docs/notifications.md).
        {
          path: 'notifications',
          element: lazyScreen(() => import('../features/admin/AdminNotificationsScreen')),
        },
        { path: 'messages', element: lazyScreen(() => import('../features/admin/AdminMessagesScreen')) },
        // Payments (docs/payments.md): settings and the farms' payouts; the refunds and their history.
        { path: 'payments', element: lazyScreen(() => import('../features/admin/AdminPaymentsScreen')) },
        { path: 'refunds', element: lazyScreen(() => import('../features/admin/AdminRefundsScreen')) },
        // Recurring boxes (docs/subscriptions.md).
        {
          path: 'subscriptions',
          element: lazyScreen(() => import('../features/admin/AdminSubscriptionsScreen')),
        },
        // The shop's identity and legal texts (docs/legal.md).
        { path: 'legal', element: lazyScreen(() => import('../features/admin/AdminLegalScreen')) },
        // Verified reviews: hide and show them, the farms' reports (docs/reviews.md).
        { path: 'reviews', element: lazyScreen(() => import('../features/admin/AdminReviewsScreen')) },
      ],
    },
  ],
};

export const moreRoutes: RouteObject[] = [
  ...publicRoutes,
  signedInRoutes,
  consumerRoutes,
  producerRoutes,
  adminRoutes,
  { path: '*', element: lazyScreen(() => import('../components/NotFound')) },
];

export default function MoreRoutes() {
  return useRoutes(moreRoutes);
}
