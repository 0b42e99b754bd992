-- An uploaded member picture is stored as the address it is served at, /media/<key>, as a Google photo is stored as
-- its address. Officers' uploads were stored as the bare key: give them the same form.
UPDATE "members" SET "profile_picture_url" = '/media/' || ltrim("profile_picture_url", '/')
WHERE "profile_picture_url" !~ '^(/media/|//|[A-Za-z][A-Za-z0-9+.-]*:)' AND ltrim("profile_picture_url", '/') <> '';
