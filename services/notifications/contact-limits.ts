/** PLACEHOLDER until issue 9's rate-limit counters land on main (replaced at the merge). */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export async function limitContact(_event: APIGatewayProxyEventV2, _email: string): Promise<void> {}
