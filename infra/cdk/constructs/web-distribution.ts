/**
 * The public origin: one CloudFront distribution serving the SPA bucket (default behaviour, SPA fallback by a
 * CloudFront Function), `/oauth/*` and `/v1/*` from the HTTP API (no caching, all viewer headers but Host;
 * `/v1/products*` cached as the products function says, for anonymous callers only) and
 * `/images/*` from the image bucket (cached). Every behaviour sends the security headers defined in
 * infra/security-headers.ts. The built SPA is uploaded with BucketDeployment when it exists at synth time.
 */
import { Aws, Duration, Fn } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  type ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_PATH_PREFIXES, DOMAIN_BASE_PATH } from '../../../shared/contracts/route-table.js';
import { IMAGES_PATH_PREFIX } from '../../../shared/constants/images.js';
import { CATALOG_VIEWER_CACHE_CONTROL } from '../../security-headers.js';
import { securityHeadersPolicy } from './security-headers-policy.js';
import { hasBuiltSpa } from '../paths.js';
import { SPA_FALLBACK_FUNCTION_CODE } from './spa-fallback.js';
import { viewerAddressFunction } from './viewer-address.js';

/** The catalog reads (and the rest of /v1/products): the one API behaviour CloudFront may cache. */
export const CATALOG_PATH_PATTERN = `${DOMAIN_BASE_PATH.products}*`;
/**
 * The longest CloudFront keeps a catalog answer fresh, whatever the function says (it says s-maxage=30; its
 * stale-while-revalidate=60 comes on top).
 */
export const CATALOG_MAX_TTL_SECONDS = 300;

export interface WebDistributionProps {
  siteBucket: IBucket;
  imagesBucket: IBucket;
  logBucket: IBucket;
  /** https://<id>.execute-api.<region>.amazonaws.com */
  apiEndpoint: string;
  /** Headers CloudFront adds to every API request (the origin secret, constructs/origin-secret.ts). */
  originHeaders?: Record<string, string>;
  /** CLOUDFRONT-scope WAF web ACL (edge-stack.ts). */
  webAclArn?: string;
  webDist: string;
  domainNames: string[];
  certificate?: ICertificate;
}

/** The regional S3 endpoint the SDK presigns PUT URLs for: https://<bucket>.s3.<region>.amazonaws.com */
export function bucketUploadOrigin(bucket: IBucket): string {
  return `https://${bucket.bucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
}

export class WebDistribution extends Construct {
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** The catalog behaviour's: the security headers, and Cache-Control for viewers in place of the origin's. */
  readonly catalogResponseHeadersPolicy: ResponseHeadersPolicy;
  readonly catalogCachePolicy: CachePolicy;
  /** The SPA upload, when web/dist existed at synth time. */
  readonly deployment?: BucketDeployment;
  readonly hasCustomCertificate: boolean;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    this.hasCustomCertificate = props.certificate !== undefined;

    this.responseHeadersPolicy = securityHeadersPolicy(this, 'SecurityHeaders', {
      uploadOrigins: [bucketUploadOrigin(props.imagesBucket)],
    });

    // CloudFront computes its TTLs from the origin's Cache-Control (s-maxage, stale-while-revalidate); this
    // policy changes only what viewers get, so browsers never answer from a stale copy (docs/caching.md).
    this.catalogResponseHeadersPolicy = securityHeadersPolicy(this, 'CatalogHeaders', {
      uploadOrigins: [bucketUploadOrigin(props.imagesBucket)],
      extraHeaders: { 'Cache-Control': CATALOG_VIEWER_CACHE_CONTROL },
      comment: 'Pitahaya catalog: security headers, Cache-Control for viewers (infra/security-headers.ts)',
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Extension-less paths -> /index.html (SPA routes)',
      code: FunctionCode.fromInline(SPA_FALLBACK_FUNCTION_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    /**
     * Catalog answers: cached only as long as the products function says (Cache-Control s-maxage and
     * stale-while-revalidate on anonymous answers, no-store on the rest: services/products/cache-headers.ts),
     * keyed on the whole query string. Authorization is part of the key (and so forwarded): a request with a
     * token never gets an answer cached for someone else, and its own no-store answer is never kept.
     */
    this.catalogCachePolicy = new CachePolicy(this, 'CatalogCache', {
      comment: 'Pitahaya catalog: origin TTLs, query string and Authorization in the key',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(CATALOG_MAX_TTL_SECONDS),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(Fn.parseDomainName(props.apiEndpoint), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        ...(props.originHeaders ? { customHeaders: props.originHeaders } : {}),
      }),
      functionAssociations: [
        {
          function: viewerAddressFunction(this, 'ViewerAddress'),
          eventType: FunctionEventType.VIEWER_REQUEST,
        },
      ],
      allowedMethods: AllowedMethods.ALLOW_ALL,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    };

    /** A bucket's files, read through origin access control, cached, GET and HEAD only. */
    const bucketBehavior = (bucket: IBucket): BehaviorOptions => ({
      origin: S3BucketOrigin.withOriginAccessControl(bucket, { originAccessLevels: [AccessLevel.READ] }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Pitahaya Marketplace',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        ...bucketBehavior(props.siteBucket),
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before '/v1/*' (CloudFront takes the first pattern that matches).
        [CATALOG_PATH_PATTERN]: {
          ...apiBehavior,
          cachePolicy: this.catalogCachePolicy,
          responseHeadersPolicy: this.catalogResponseHeadersPolicy,
        },
        // '/oauth/*' and '/v1/*': the prefixes the shared route table puts behind the API.
        ...Object.fromEntries(API_PATH_PREFIXES.map((prefix) => [`${prefix}*`, apiBehavior])),
        [`${IMAGES_PATH_PREFIX}*`]: bucketBehavior(props.imagesBucket),
      },
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableIpv6: true,
      // TLS 1.2+ needs a custom certificate: the default *.cloudfront.net certificate's policy is fixed (TLSv1).
      ...(props.certificate
        ? {
            certificate: props.certificate,
            domainNames: props.domainNames,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
    });

    if (hasBuiltSpa(props.webDist)) {
      this.deployment = this.deploySpa(props.webDist, props.siteBucket);
    }
  }

  /**
   * Two uploads: the content-hashed files under assets/ first (cached for a year, never pruned so pages still
   * open in a browser keep working), then index.html and the rest (revalidated on every load), which replaces
   * the old ones and invalidates CloudFront.
   */
  private deploySpa(webDist: string, siteBucket: IBucket): BucketDeployment {
    const logGroup = new LogGroup(this, 'DeployLogs', { retention: RetentionDays.ONE_WEEK });
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(webDist)],
      destinationBucket: siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
      logGroup,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(webDist)],
      destinationBucket: siteBucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup,
    });
    pages.node.addDependency(assets);
    return pages;
  }
}
