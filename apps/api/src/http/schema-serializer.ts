// A route's answers written by fast-json-stringify, compiled from the route's zod response schemas
// (z.toJSONSchema), instead of the default zod serializer, which parses every answer with zod and then
// runs JSON.stringify. For hot read routes whose answers the server builds itself from typed rows (the
// listing): the answer is not re-validated at run time, the schema still shapes it (unknown fields are
// left out, as zod would) and still documents it in OpenAPI.
import fastJson from 'fast-json-stringify'
import { z } from 'zod'

export function schemaSerializer({ schema }: { schema: unknown }) {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  })
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0])
  return (data: unknown) => stringify(data)
}
