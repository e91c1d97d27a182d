-- Locking an account (is_active false) or changing its role revokes every token it holds, at once,
-- however the row is changed: by identity or by an operator's UPDATE (decision 0421). The session
-- version goes up in the same statement, and every raise is announced on commit with NOTIFY;
-- identity LISTENs and mirrors it into Redis, where every service's token verifier reads it.
CREATE FUNCTION users_revoke_sessions_on_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.session_version := GREATEST(NEW.session_version, OLD.session_version + 1);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_revoke_sessions_on_access_change
  BEFORE UPDATE ON users
  FOR EACH ROW
  WHEN (NEW.is_active IS DISTINCT FROM OLD.is_active OR NEW.role IS DISTINCT FROM OLD.role)
  EXECUTE FUNCTION users_revoke_sessions_on_access_change();
--> statement-breakpoint
-- A deleted account's tokens go too: its next version is announced as it disappears.
CREATE FUNCTION users_announce_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('identity_session_versions', json_build_object('userId', OLD.id, 'sessionVersion', OLD.session_version + 1)::text);
  ELSE
    PERFORM pg_notify('identity_session_versions', json_build_object('userId', NEW.id, 'sessionVersion', NEW.session_version)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce_raised_session_version
  AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (NEW.session_version > OLD.session_version)
  EXECUTE FUNCTION users_announce_session_version();
--> statement-breakpoint
CREATE TRIGGER users_announce_deleted_session
  AFTER DELETE ON users
  FOR EACH ROW
  EXECUTE FUNCTION users_announce_session_version();
