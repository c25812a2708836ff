-- One database per service (DESIGN §3); run once by the postgres image on first start.
CREATE DATABASE mawadda_auth;
CREATE DATABASE mawadda_cms;
CREATE DATABASE mawadda_profile;
CREATE DATABASE mawadda_social;
CREATE DATABASE mawadda_match;
CREATE DATABASE mawadda_search;
CREATE DATABASE mawadda_billing;
CREATE DATABASE mawadda_chat;
CREATE DATABASE mawadda_notify;
