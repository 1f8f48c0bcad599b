-- A board on screen is told when its class changes (docs/SCHOOL.md, "The board at scale"): every raise of a
-- class's board stamp also notifies the channel class_board with the class id. NOTIFY is sent at commit and
-- once per payload per transaction; every app instance LISTENs, so a change made through any instance
-- reaches the boards held open by all of them.
CREATE OR REPLACE FUNCTION bump_class_boards(class_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO class_board_stamps (class_id, version, rebuilt)
  SELECT DISTINCT id, 1, 1 FROM unnest(class_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (class_id) DO UPDATE SET version = class_board_stamps.version + 1, rebuilt = class_board_stamps.version + 1;
  SELECT pg_notify('class_board', id::text) FROM unnest(class_ids) AS id WHERE id IS NOT NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_student_boards(uid integer) RETURNS void LANGUAGE sql AS $$
  WITH bumped AS (
    INSERT INTO class_board_stamps (class_id, version, rebuilt)
    SELECT DISTINCT id, 1, 1 FROM unnest(classes_of_user(uid)) AS id ORDER BY id
    ON CONFLICT (class_id) DO UPDATE SET version = class_board_stamps.version + 1
    RETURNING class_id, version
  )
  INSERT INTO class_board_students (class_id, user_id, version) SELECT class_id, uid, version FROM bumped
  ON CONFLICT (class_id, user_id) DO UPDATE SET version = excluded.version;
  SELECT pg_notify('class_board', id::text) FROM unnest(classes_of_user(uid)) AS id;
$$;
