-- Keyword search (api/src/search): the words of each listing's text also as written, unstemmed, so that every prefix
-- of a word finds it. The porter tables hold stems only ("automation" as "autom"), which a longer prefix ("automat")
-- never matches. Same text (the views), columns and rowids as the stemmed tables, filled and kept the same way.
CREATE VIRTUAL TABLE `position_search_words` USING fts5(`title`, `owner`, `body`, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `position_search_words` (`rowid`, `title`, `owner`, `body`) SELECT `position_id`, `title`, `owner`, `body` FROM `position_search_source`;--> statement-breakpoint
DROP TRIGGER `position_search_forget`;--> statement-breakpoint
CREATE TRIGGER `position_search_forget` AFTER DELETE ON `positions` BEGIN
  DELETE FROM `position_search` WHERE `rowid` = old.`id`;
  DELETE FROM `position_search_words` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE VIRTUAL TABLE `talent_search_words` USING fts5(`title`, `body`, tokenize = 'unicode61 remove_diacritics 2');--> statement-breakpoint
INSERT INTO `talent_search_words` (`rowid`, `title`, `body`) SELECT `talent_id`, `title`, `body` FROM `talent_search_source`;--> statement-breakpoint
DROP TRIGGER `talent_search_forget`;--> statement-breakpoint
CREATE TRIGGER `talent_search_forget` AFTER DELETE ON `talents` BEGIN
  DELETE FROM `talent_search` WHERE `rowid` = old.`id`;
  DELETE FROM `talent_search_words` WHERE `rowid` = old.`id`;
END;
