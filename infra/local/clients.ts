/** AWS SDK clients of the stack's own tooling (provisioning, seed, tests), pointed at the emulators. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION, type Endpoints } from './config.js';

export interface LocalClients {
  dynamodb: DynamoDBClient;
  documents: DynamoDBDocumentClient;
  streams: DynamoDBStreamsClient;
  cognito: CognitoIdentityProviderClient;
  s3: S3Client;
  destroy(): void;
}

export function createClients(endpoints: Endpoints, region = LOCAL_REGION): LocalClients {
  const common = { region, credentials: { ...LOCAL_CREDENTIALS } };
  const dynamodb = new DynamoDBClient({ ...common, endpoint: endpoints.dynamodb });
  const documents = DynamoDBDocumentClient.from(dynamodb, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  const streams = new DynamoDBStreamsClient({ ...common, endpoint: endpoints.dynamodb });
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito });
  const s3 = new S3Client({ ...common, endpoint: endpoints.s3, forcePathStyle: true });
  return {
    dynamodb,
    documents,
    streams,
    cognito,
    s3,
    destroy() {
      documents.destroy();
      streams.destroy();
      dynamodb.destroy();
      cognito.destroy();
      s3.destroy();
    },
  };
}
