/**
 * Links that sell when shared: CloudFront sends /products/*, /fincas/*, the legal pages, /sitemap.xml and /robots.txt to the
 * share pages Lambda (services/seo/handler.ts) through its function URL, so a product or farm link answers HTML
 * with its Open Graph, Twitter card and schema.org tags without running JavaScript, and the sitemap comes from
 * the live catalog and farm list.
 *
 * Why a function URL behind CloudFront (and not pages prerendered to the site bucket on product writes): the
 * page is always current (price, stock, a deactivated product is gone at once), there is no second copy of
 * the catalog to keep in step, and no Lambda@Edge (us-east-1 only, no environment, slow to deploy).
 *
 * - The function URL needs SigV4 (AWS_IAM); only this distribution may call it (origin access control).
 * - CloudFront gives the origin its own Host, so a viewer-request CloudFront Function copies the viewer's Host
 *   into `x-pitahaya-host`; it is part of the cache key, so each domain name has its own cached pages.
 * - Cached one minute by default (the Lambda says max-age=60 for pages, 300 for the sitemap).
 * - The SPA's HTML is bundled next to the handler at synth time: index.html, the product page's prerendered
 *   shell as product.html, the farm page's as farm.html and the legal pages' as legal.html (their script and
 *   style tags are the ones the same deployment uploads; hashed assets are never pruned from the bucket).
 * - Least privilege: dynamodb:GetItem on the table and dynamodb:Query on GSI2 (the active catalog), GSI5
 *   (the farm list) and GSI4 (a product's newest published reviews, docs/reviews.md) only; its own log group.
 * - Small: it uses the runtime's AWS SDK (about 40 KB bundled, within the 150 KB budget of every Lambda).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type IResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  type FunctionUrl,
  FunctionUrlAuthType,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FARM_INDEX } from '../../../services/seo/farm-reader.js';
import { SITE_HOST_HEADER } from '../../../services/seo/site.js';
import { REASONS } from '../nag-reasons.js';
import { handlerEntry, LOCK_FILE, REPO_ROOT } from '../paths.js';
import { POWERTOOLS_MODULES } from './observability-layer.js';
import type { NodeModulesLayer } from './node-modules-layer.js';
import { bundlingFor, RUNTIME_PROVIDED_MODULES } from './service-functions.js';
import { FARM_SHELL_FILE, LEGAL_SHELL_FILE, PRODUCT_SHELL_FILE } from '../../../web/build/shell-routes.js';
import { LEGAL_PAGE_INFO, LEGAL_PAGES } from '../../../shared/constants/legal-pages.js';

/** The paths CloudFront sends to the share pages (the local gateway answers the same ones). */
export const SHARE_PAGE_PATHS = [
  '/products/*',
  '/fincas/*',
  '/sitemap.xml',
  '/robots.txt',
  // The legal pages (docs/legal.md): their own title, description and canonical address.
  ...LEGAL_PAGES.map((page) => LEGAL_PAGE_INFO[page].path),
] as const;

/** The index the sitemap query reads (the active catalog, newest first: keys.ts productKeys.catalog). */
export const CATALOG_INDEX = 'GSI2';
/** The index of the farm list (GSI5 `FARMS`, by name: services/seo/farm-reader.ts), for the sitemap. */
export const FARM_LIST_INDEX = FARM_INDEX;
/** The index of a product's published reviews (selling-keys.ts reviewKeys.published), for schema.org `review`. */
export const REVIEWS_INDEX = 'GSI4';

/** CloudFront Function (viewer request): the viewer's Host travels on as x-pitahaya-host. */
export const FORWARD_HOST_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  request.headers['${SITE_HOST_HEADER}'] = { value: host };
  return request;
}
`;

export interface SharePagesProps {
  table: ITable;
  distribution: Distribution;
  responseHeadersPolicy: IResponseHeadersPolicy;
  /** The built SPA (web/dist): its index.html is bundled with the handler. */
  webDist: string;
  /** The site's address when it has a domain name (used only if a request carries no usable host). */
  siteUrl?: string;
  /**
   * Powertools from the stack's layer (observability-layer.ts), X-Ray tracing and the metrics' namespace, as
   * every service function has them. Without it the function bundles the logger and metrics itself.
   */
  observability?: { layer: NodeModulesLayer; metricsNamespace: string };
}

export class SharePages extends Construct {
  readonly function: NodejsFunction;
  readonly functionUrl: FunctionUrl;
  readonly cachePolicy: CachePolicy;
  readonly forwardHost: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: SharePagesProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Pitahaya share pages Lambda',
    });
    logGroup.grantWrite(role);
    role.addToPolicy(
      new PolicyStatement({
        sid: 'ProductOrFarmByKey',
        actions: ['dynamodb:GetItem'],
        resources: [props.table.tableArn],
      }),
    );
    role.addToPolicy(
      new PolicyStatement({
        sid: 'ActiveCatalogAndFarms',
        actions: ['dynamodb:Query'],
        resources: [
          `${props.table.tableArn}/index/${CATALOG_INDEX}`,
          `${props.table.tableArn}/index/${FARM_LIST_INDEX}`,
          `${props.table.tableArn}/index/${REVIEWS_INDEX}`,
        ],
      }),
    );

    // The SPA's index.html, and the product, farm and legal pages' prerendered shells (web/build/shell-routes.ts)
    // when the build has them (without its shell a page starts from index.html: services/seo/site.ts).
    const productShell = join(props.webDist, PRODUCT_SHELL_FILE);
    const farmShell = join(props.webDist, FARM_SHELL_FILE);
    const legalShell = join(props.webDist, LEGAL_SHELL_FILE);
    const indexHtml = join(props.webDist, 'index.html');
    this.function = new NodejsFunction(this, 'Function', {
      description: 'Pitahaya share pages: product and farm link tags, sitemap.xml, robots.txt',
      entry: handlerEntry('seo'),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      ...(props.observability ? { layers: [props.observability.layer.layer], tracing: Tracing.ACTIVE } : {}),
      environment: {
        TABLE_NAME: props.table.tableName,
        POWERTOOLS_SERVICE_NAME: 'seo',
        ...(props.observability
          ? { POWERTOOLS_METRICS_NAMESPACE: props.observability.metricsNamespace }
          : {}),
        NODE_OPTIONS: '--enable-source-maps',
        ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
      },
      bundling: {
        // The runtime's AWS SDK v3 (GetItem and Query only, long-stable calls), as for the service functions:
        // the bundle stays small (about 40 KB) and starts fast on the path of every shared link.
        ...bundlingFor([...RUNTIME_PROVIDED_MODULES, ...(props.observability ? [POWERTOOLS_MODULES] : [])]),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // The SPA's HTML travels with the handler: index.html, the product shell as product.html, the farm
          // shell as farm.html and the legal shell as legal.html (services/seo/site.ts).
          afterBundling: (_input: string, output: string) => [
            ...(existsSync(indexHtml) ? [`cp "${indexHtml}" "${join(output, 'index.html')}"`] : []),
            ...(existsSync(productShell) ? [`cp "${productShell}" "${join(output, 'product.html')}"`] : []),
            ...(existsSync(farmShell) ? [`cp "${farmShell}" "${join(output, 'farm.html')}"`] : []),
            ...(existsSync(legalShell) ? [`cp "${legalShell}" "${join(output, 'legal.html')}"`] : []),
          ],
        },
      },
    });
    Validations.of(this.function).acknowledge({ id: 'AwsSolutions-L1', reason: REASONS.lambdaRuntime });

    this.functionUrl = this.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });
    const origin = FunctionUrlOrigin.withOriginAccessControl(this.functionUrl, {
      readTimeout: Duration.seconds(10),
    });

    this.forwardHost = new CloudFrontFunction(this, 'ForwardHost', {
      comment: `Viewer Host -> ${SITE_HOST_HEADER} (share pages)`,
      code: FunctionCode.fromInline(FORWARD_HOST_FUNCTION_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.cachePolicy = new CachePolicy(this, 'CachePolicy', {
      comment: 'Share pages: a minute by default, one copy per site host',
      defaultTtl: Duration.seconds(60),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: CacheHeaderBehavior.allowList(SITE_HOST_HEADER),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    for (const path of SHARE_PAGE_PATHS) {
      props.distribution.addBehavior(path, origin, {
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: this.cachePolicy,
        responseHeadersPolicy: props.responseHeadersPolicy,
        functionAssociations: [{ function: this.forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      });
    }
  }
}
