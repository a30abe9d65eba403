/**
 * The floor: a bare Fastify route doing one prepared primary-key SELECT through `pg` (a Pool of
 * 10, like the API's) — what one database read per request costs on this machine with nothing of
 * the API around it. Every hot-path figure is read against it, measured in the same run.
 */
import Fastify from 'fastify';
import pg from 'pg';

export async function startFloor(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Querystring: { id: string } }>('/floor', async (request) => {
    const { rows } = await pool.query({
      name: 'floor_user',
      text: 'select id, name, email, role from users where id = $1',
      values: [request.query.id],
    });
    return { data: rows[0] ?? null };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
