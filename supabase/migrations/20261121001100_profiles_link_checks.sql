-- The links a profile carries are rendered as <img src> and <a href> by the learner site and
-- the admin console. The site's form accepts only http(s) URLs; the database now does too, so
-- a learner writing to the API directly cannot plant a `javascript:` or `data:` link that
-- runs when an admin opens it. A blank social link is null (or ""); a link is at most 500
-- characters, like the form's limit (written as two bounds: a regex bound stops at 255).
alter table public.profiles
  add constraint profiles_avatar_url_http
    check (avatar_url ~* '^https?://\S+$'),
  add constraint profiles_social_links_http
    check (
      not jsonb_path_exists(
        social_links,
        '$.* ? (!(@.type() == "null" || (@.type() == "string" && (@ == "" || @ like_regex "^https?://\\S{1,250}\\S{0,242}$" flag "i"))))'
      )
    );
