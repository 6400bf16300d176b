/**
 * One item's read or write on the table: the command's input without `TableName` (the table of this
 * environment, services/lib/env.ts), sent as it is; DynamoDB's answer and errors (a refused condition
 * included) come back unchanged, for the caller to read or catch as before.
 */
import {
  DeleteCommand,
  type DeleteCommandInput,
  GetCommand,
  type GetCommandInput,
  PutCommand,
  type PutCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { readEnv } from '../env.js';

type OnTable<Input> = Omit<Input, 'TableName'>;

export const getItem = (input: OnTable<GetCommandInput>) =>
  ddb().send(new GetCommand({ TableName: readEnv().tableName, ...input }));

export const putItem = (input: OnTable<PutCommandInput>) =>
  ddb().send(new PutCommand({ TableName: readEnv().tableName, ...input }));

export const updateItem = (input: OnTable<UpdateCommandInput>) =>
  ddb().send(new UpdateCommand({ TableName: readEnv().tableName, ...input }));

export const deleteItem = (input: OnTable<DeleteCommandInput>) =>
  ddb().send(new DeleteCommand({ TableName: readEnv().tableName, ...input }));
