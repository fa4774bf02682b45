import {
  characterStrokes,
  dictionarySearch,
  exerciseList,
  exerciseSubmit,
  searchDetails,
} from '@course/contracts/tools-dictionary';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { strokesOf } from './characters.ts';
import { characterDetail, searchCharacters } from './dictionary.ts';
import { exerciseOverview, submitExercise } from './exercises.ts';

export function registerDictionaryRoutes(app: FastifyInstance): void {
  registerCall(app, dictionarySearch, async (ctx) => {
    requireCustomer(ctx);
    return searchCharacters(ctx.input);
  });
  registerCall(app, searchDetails, async (ctx) => {
    requireCustomer(ctx);
    return characterDetail(ctx.input);
  });
  registerCall(app, characterStrokes, async (ctx) => {
    requireCustomer(ctx);
    return strokesOf(ctx.input.character);
  });
  registerCall(app, exerciseList, async (ctx) =>
    exerciseOverview(ctx.db, requireCustomer(ctx).customerId, ctx.now()),
  );
  registerCall(app, exerciseSubmit, async (ctx) =>
    submitExercise(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
}
