/**
 * Which directory Query serves a users list (pure, no I/O). The user directory (keys.ts userKeys) has two
 * indexes over every user: GSI1 `ROLE#<role>` (newest first) and GSI2 `USER_EMAIL` (by e-mail). The most
 * selective clause becomes the key condition, the others a filter:
 *
 *   email = "x" / email ^= "x"  -> GSI2 `USER_EMAIL`, GSI2SK = x / begins_with x   (role, status, search: filter)
 *   custom:role = "r"           -> GSI1 `ROLE#r`, newest first                        (status, search: filter)
 *   neither                     -> GSI2 `USER_EMAIL`, by e-mail                       (status, search: filter)
 *
 * `search` matches every word (normalised) against the item's searchText (name + e-mail) or its e-mail.
 */
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { UserFilter } from '../../shared/rules/user-filter.js';
import { normalizeText, userKeys } from '../lib/data/keys.js';

export interface UserQueryPlan {
  source: 'role' | 'email';
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey' | 'Select'>;
  /** The attributes of a LastEvaluatedKey of this Query (what a page token holds). */
  keyAttributes: readonly string[];
  /** Whether a decoded page token belongs to this Query (its partition and key range). */
  accepts: (key: Record<string, string>) => boolean;
}

export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return [
    ...new Set(
      normalizeText(search)
        .split(' ')
        .filter((word) => word !== ''),
    ),
  ].slice(0, 10);
}

export function planUserQuery(filter: UserFilter, search?: string): UserQueryPlan {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const filters: string[] = [];
  const byEmail = filter.email !== undefined || filter.emailPrefix !== undefined || !filter.role;

  let key: string;
  let source: UserQueryPlan['source'];
  let accepts: UserQueryPlan['accepts'];
  if (byEmail) {
    source = 'email';
    const partition = userKeys.byEmail('').GSI2PK;
    names['#pk'] = 'GSI2PK';
    values[':pk'] = partition;
    if (filter.email !== undefined) {
      names['#sk'] = 'GSI2SK';
      values[':email'] = filter.email;
      key = '#pk = :pk AND #sk = :email';
    } else if (filter.emailPrefix !== undefined) {
      names['#sk'] = 'GSI2SK';
      values[':prefix'] = filter.emailPrefix;
      key = '#pk = :pk AND begins_with(#sk, :prefix)';
    } else key = '#pk = :pk';
    const prefix = filter.email ?? filter.emailPrefix ?? '';
    accepts = (token) => token.GSI2PK === partition && (token.GSI2SK ?? '').startsWith(prefix);
    if (filter.role) {
      names['#role'] = 'role';
      values[':role'] = filter.role;
      filters.push('#role = :role');
    }
  } else {
    source = 'role';
    const partition = userKeys.byRole(filter.role as string).GSI1PK;
    names['#pk'] = 'GSI1PK';
    values[':pk'] = partition;
    key = '#pk = :pk';
    accepts = (token) => token.GSI1PK === partition;
  }

  if (filter.isActive !== undefined) {
    names['#active'] = 'isActive';
    values[':active'] = filter.isActive;
    filters.push('#active = :active');
  }
  searchWords(search).forEach((word, index) => {
    names['#search'] = 'searchText';
    names['#email'] = 'email';
    values[`:w${index}`] = word;
    filters.push(`(contains(#search, :w${index}) OR contains(#email, :w${index}))`);
  });

  const index = source === 'email' ? 'GSI2' : 'GSI1';
  return {
    source,
    input: {
      IndexName: index,
      KeyConditionExpression: key,
      ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      // A role's users newest first; everyone by e-mail, A to Z.
      ScanIndexForward: source === 'email',
    },
    keyAttributes: ['PK', 'SK', `${index}PK`, `${index}SK`],
    accepts,
  };
}
