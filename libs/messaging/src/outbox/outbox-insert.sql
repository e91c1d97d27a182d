-- The one statement that writes an outbox row (architecture §9), for every producer: the
-- TypeScript writer (`enqueueEvent`, `outboxInsert`) and SQL of a service's own, such as catalog's
-- `catalog_take_lines`, call it. Applied to every service's database as a repeatable script
-- (decision 0012), so a change here reaches every database at its next start.
--
-- p_event: the envelope's fields but the payload, {id, type, version, correlationId, causationId,
-- occurredAt}, and the W3C traceparent of the work that wrote it (the relay publishes in that
-- trace; decision 0440), when there is one; a missing id is a new uuid, a missing occurredAt is now(); other keys are ignored.
-- Answers the row's id. The caller validated the payload against its contract (`outboxEntry`),
-- or proves in a test that its SQL writes payloads that pass it.
CREATE OR REPLACE FUNCTION messaging_outbox_insert(p_event jsonb, p_payload jsonb) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid := COALESCE((p_event->>'id')::uuid, gen_random_uuid());
BEGIN
  INSERT INTO outbox (id, type, version, payload, correlation_id, causation_id, occurred_at, traceparent)
  VALUES (v_id, p_event->>'type', (p_event->>'version')::int, p_payload, p_event->>'correlationId', p_event->>'causationId',
          COALESCE((p_event->>'occurredAt')::timestamptz, now()), p_event->>'traceparent');
  RETURN v_id;
END $$;
